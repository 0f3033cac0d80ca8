import { useState } from 'react';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { toast } from '../../../lib/toast.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { type RequestAnswer, RequestAnswerDialog } from './request-answer-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

type Props = {
  lesson: MyClass;
  /** Whose dashboard: the student asks to reschedule; the teacher moves and answers requests. */
  viewer: 'student' | 'teacher';
  /** After a change: the dashboard reads its lessons again. */
  onChanged(): void;
};

type Open = { kind: 'reschedule' } | { kind: 'move' } | { kind: 'cancel' } | RequestAnswer;

const buttonClass = 'btn-outline px-4 py-1.5 text-plum-800';

/**
 * What the person may ask of a lesson still to come: the student 'Reschedule' and 'Cancel
 * lesson' (and 'Withdraw request' while one waits), the teacher 'Move lesson' and 'Cancel
 * lesson' (and 'Accept' per proposed time and 'Decline' while a request waits). Each opens its
 * dialog; whether the school's rules allow it is the dialog's to say.
 */
export function LessonActions({ lesson, viewer, onChanged }: Props) {
  const [open, setOpen] = useState<Open | null>(null);
  if (lesson.status !== 'scheduled' || new Date(lesson.starts_at).getTime() <= Date.now()) return null;
  const request = lesson.pending_request;
  const dialog = (kind: Open['kind']) => ({
    lesson,
    open: open?.kind === kind,
    onOpenChange: (isOpen: boolean) => {
      if (!isOpen) setOpen(null);
    },
    onDone: (message: string) => {
      setOpen(null);
      toast.success(message);
      onChanged();
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      {viewer === 'student' ? (
        <>
          <button type="button" className={buttonClass} onClick={() => setOpen({ kind: 'reschedule' })}>
            Reschedule
          </button>
          {request ? (
            <button type="button" className={buttonClass} onClick={() => setOpen({ kind: 'withdraw' })}>
              Withdraw request
            </button>
          ) : null}
        </>
      ) : (
        <>
          {request?.proposed.map((time) => (
            <button
              key={time.starts_at}
              type="button"
              className="btn-primary px-4 py-1.5"
              onClick={() => setOpen({ kind: 'accept', time })}
            >
              Accept {time.when_label}
            </button>
          ))}
          {request ? (
            <button type="button" className={buttonClass} onClick={() => setOpen({ kind: 'decline' })}>
              Decline
            </button>
          ) : null}
          <button type="button" className={buttonClass} onClick={() => setOpen({ kind: 'move' })}>
            Move lesson
          </button>
        </>
      )}
      <button type="button" className={buttonClass} onClick={() => setOpen({ kind: 'cancel' })}>
        Cancel lesson
      </button>
      {viewer === 'student' ? (
        <RescheduleDialog {...dialog('reschedule')} />
      ) : (
        <MoveDialog {...dialog('move')} />
      )}
      <CancelDialog {...dialog('cancel')} />
      {request && open && (open.kind === 'accept' || open.kind === 'decline' || open.kind === 'withdraw') ? (
        <RequestAnswerDialog {...dialog(open.kind)} requestId={request.id} answer={open} />
      ) : null}
    </div>
  );
}
