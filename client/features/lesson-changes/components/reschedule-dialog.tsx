import { useRequestReschedule } from '../api/reschedule-request.ts';
import { type LessonDialogProps, LessonModal } from './lesson-modal.tsx';
import { NewTimeForm } from './new-time-form.tsx';

/** A request proposes at most this many times (the request's schema). */
const MAX_PROPOSED = 5;
export const REQUEST_SENT = 'Reschedule request sent. Your teacher will accept one of your times or decline.';

/** The student proposes one to five free times; the lesson moves only when the teacher accepts one. */
export function RescheduleDialog({ onDone, ...modal }: LessonDialogProps) {
  return (
    <LessonModal {...modal} title="Reschedule lesson">
      <RescheduleForm lesson={modal.lesson} onDone={onDone} />
    </LessonModal>
  );
}

function RescheduleForm({ lesson, onDone }: Pick<LessonDialogProps, 'lesson' | 'onDone'>) {
  const send = useRequestReschedule();
  return (
    <NewTimeForm
      classId={lesson.id}
      choices={{
        mode: 'checkbox',
        max: MAX_PROPOSED,
        legend: `Choose up to ${MAX_PROPOSED} new times that suit you`,
      }}
      button={{ confirm: 'Send request', busy: 'Sending...' }}
      call={send}
      onConfirm={(times) =>
        send.mutate({ classId: lesson.id, times }, { onSuccess: () => onDone(REQUEST_SENT) })
      }
    />
  );
}
