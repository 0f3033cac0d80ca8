import { useId, useState } from 'react';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { useCancelLesson } from '../api/cancel-lesson.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { type LessonDialogProps, LessonModal } from './lesson-modal.tsx';
import { PolicyPanel } from './policy-panel.tsx';

export const COUNTS_AS_COMPLETED = 'This lesson starts soon: if you cancel it now, it counts as completed.';

/** Cancelling a lesson, by the rules of the person who cancels: said before they confirm. */
export function CancelDialog({ onDone, ...modal }: LessonDialogProps) {
  return (
    <LessonModal {...modal} title="Cancel lesson">
      <CancelForm lesson={modal.lesson} onDone={onDone} />
    </LessonModal>
  );
}

function CancelForm({ lesson, onDone }: Pick<LessonDialogProps, 'lesson' | 'onDone'>) {
  const [note, setNote] = useState('');
  const cancel = useCancelLesson();
  const noteId = useId();
  return (
    <PolicyPanel classId={lesson.id} action="cancel">
      {(options, blockedBy) => (
        <>
          {options.cancel_counts_as_completed ? (
            <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
              {COUNTS_AS_COMPLETED}
            </p>
          ) : null}
          {blockedBy ? null : (
            <div>
              <label htmlFor={noteId} className={labelClass}>
                Reason (optional)
              </label>
              <textarea
                id={noteId}
                className={inputClass}
                rows={2}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
          )}
          <DialogFooter
            confirm="Cancel lesson"
            busy="Cancelling..."
            back="Keep lesson"
            pending={cancel.isPending}
            blockedBy={blockedBy}
            error={cancel.error}
            onConfirm={() =>
              cancel.mutate(
                { classId: lesson.id, note: note.trim() },
                { onSuccess: (res) => onDone(res.message) },
              )
            }
          />
        </>
      )}
    </PolicyPanel>
  );
}
