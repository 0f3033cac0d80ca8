import { useMoveLesson } from '../api/move-lesson.ts';
import { type LessonDialogProps, LessonModal } from './lesson-modal.tsx';
import { NewTimeForm } from './new-time-form.tsx';

/** The teacher moves the lesson to a time both are free, by the teacher's rules. */
export function MoveDialog({ onDone, ...modal }: LessonDialogProps) {
  return (
    <LessonModal {...modal} title="Move lesson">
      <MoveForm lesson={modal.lesson} onDone={onDone} />
    </LessonModal>
  );
}

function MoveForm({ lesson, onDone }: Pick<LessonDialogProps, 'lesson' | 'onDone'>) {
  const move = useMoveLesson();
  return (
    <NewTimeForm
      classId={lesson.id}
      choices={{ mode: 'radio', max: 1, legend: 'Choose the new time' }}
      button={{ confirm: 'Move lesson', busy: 'Moving...' }}
      call={move}
      onConfirm={([startsAt]) => {
        if (startsAt)
          move.mutate({ classId: lesson.id, startsAt }, { onSuccess: (res) => onDone(res.message) });
      }}
    />
  );
}
