import { useState } from 'react';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useMoveLesson } from '../api/move-lesson.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { FreeTimeChoices } from './free-time-choices.tsx';
import { PolicyPanel } from './policy-panel.tsx';

type Props = {
  lesson: MyClass;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDone(message: string): void;
};

/** The teacher moves the lesson to a time both are free, by the teacher's rules. */
export function MoveDialog({ lesson, open, onOpenChange, onDone }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Move lesson"
      description={`${lesson.batch_name}, ${lesson.when_label}`}
    >
      <MoveForm lesson={lesson} onDone={onDone} />
    </Modal>
  );
}

function MoveForm({ lesson, onDone }: Pick<Props, 'lesson' | 'onDone'>) {
  const [chosen, setChosen] = useState<string[]>([]);
  const move = useMoveLesson();
  const [startsAt] = chosen;
  return (
    <PolicyPanel classId={lesson.id} action="reschedule">
      {(_, blockedBy) => (
        <>
          {blockedBy ? null : (
            <FreeTimeChoices
              classId={lesson.id}
              mode="radio"
              max={1}
              legend="Choose the new time"
              chosen={chosen}
              onChange={setChosen}
            />
          )}
          <DialogFooter
            confirm="Move lesson"
            busy="Moving..."
            pending={move.isPending}
            blockedBy={blockedBy}
            disabled={!startsAt}
            error={move.error}
            onConfirm={() => {
              if (startsAt)
                move.mutate({ classId: lesson.id, startsAt }, { onSuccess: (res) => onDone(res.message) });
            }}
          />
        </>
      )}
    </PolicyPanel>
  );
}
