import { useState } from 'react';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useRequestReschedule } from '../api/reschedule-request.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { FreeTimeChoices } from './free-time-choices.tsx';
import { PolicyPanel } from './policy-panel.tsx';

/** A request proposes at most this many times (the request's schema). */
const MAX_PROPOSED = 5;
export const REQUEST_SENT = 'Reschedule request sent. Your teacher will accept one of your times or decline.';

type Props = {
  lesson: MyClass;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDone(message: string): void;
};

/** The student proposes one to five free times; the lesson moves only when the teacher accepts one. */
export function RescheduleDialog({ lesson, open, onOpenChange, onDone }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Reschedule lesson"
      description={`${lesson.batch_name}, ${lesson.when_label}`}
    >
      <RescheduleForm lesson={lesson} onDone={onDone} />
    </Modal>
  );
}

function RescheduleForm({ lesson, onDone }: Pick<Props, 'lesson' | 'onDone'>) {
  const [chosen, setChosen] = useState<string[]>([]);
  const send = useRequestReschedule();
  return (
    <PolicyPanel classId={lesson.id} action="reschedule">
      {(_, blockedBy) => (
        <>
          {blockedBy ? null : (
            <FreeTimeChoices
              classId={lesson.id}
              mode="checkbox"
              max={MAX_PROPOSED}
              legend={`Choose up to ${MAX_PROPOSED} new times that suit you`}
              chosen={chosen}
              onChange={setChosen}
            />
          )}
          <DialogFooter
            confirm="Send request"
            busy="Sending..."
            pending={send.isPending}
            blockedBy={blockedBy}
            disabled={chosen.length === 0}
            error={send.error}
            onConfirm={() =>
              send.mutate({ classId: lesson.id, times: chosen }, { onSuccess: () => onDone(REQUEST_SENT) })
            }
          />
        </>
      )}
    </PolicyPanel>
  );
}
