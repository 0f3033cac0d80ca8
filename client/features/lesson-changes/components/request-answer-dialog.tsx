import type { LessonTime } from '../../../../common/schemas/calendar.ts';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { useAcceptRequest, useDeclineRequest, useWithdrawRequest } from '../api/request-answers.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { type LessonDialogProps, LessonModal } from './lesson-modal.tsx';

/** The answer asked for: the teacher accepts one time or declines; the student withdraws. */
export type RequestAnswer = { kind: 'accept'; time: LessonTime } | { kind: 'decline' } | { kind: 'withdraw' };

type Props = LessonDialogProps & { requestId: number; answer: RequestAnswer };

export const DECLINED = 'Request declined. The lesson stays at its time.';
export const WITHDRAWN = 'Request withdrawn. The lesson stays at its time.';

const TITLES = { accept: 'Accept new time', decline: 'Decline request', withdraw: 'Withdraw request' };

/** Answering a reschedule request, once confirmed. */
export function RequestAnswerDialog({ lesson, requestId, answer, open, onOpenChange, onDone }: Props) {
  return (
    <LessonModal lesson={lesson} open={open} onOpenChange={onOpenChange} title={TITLES[answer.kind]}>
      {answer.kind === 'accept' ? (
        <Accept requestId={requestId} time={answer.time} onDone={onDone} />
      ) : answer.kind === 'decline' ? (
        <Decline requestId={requestId} lesson={lesson} onDone={onDone} />
      ) : (
        <Withdraw requestId={requestId} lesson={lesson} onDone={onDone} />
      )}
    </LessonModal>
  );
}

type Answer = { requestId: number; lesson: MyClass; onDone(message: string): void };

function Accept({ requestId, time, onDone }: Omit<Answer, 'lesson'> & { time: LessonTime }) {
  const accept = useAcceptRequest();
  return (
    <>
      <p>
        Move the lesson to <strong>{time.when_label}</strong>? You and your student are both mailed the new
        time.
      </p>
      <DialogFooter
        confirm="Accept"
        busy="Accepting..."
        pending={accept.isPending}
        blockedBy={null}
        error={accept.error}
        onConfirm={() =>
          accept.mutate({ requestId, time: time.starts_at }, { onSuccess: (res) => onDone(res.message) })
        }
      />
    </>
  );
}

function Decline({ requestId, lesson, onDone }: Answer) {
  const decline = useDeclineRequest();
  return (
    <>
      <p>The lesson stays on {lesson.when_label}; your student is told by mail.</p>
      <DialogFooter
        confirm="Decline request"
        busy="Declining..."
        pending={decline.isPending}
        blockedBy={null}
        error={decline.error}
        onConfirm={() => decline.mutate(requestId, { onSuccess: () => onDone(DECLINED) })}
      />
    </>
  );
}

function Withdraw({ requestId, lesson, onDone }: Answer) {
  const withdraw = useWithdrawRequest();
  return (
    <>
      <p>Your teacher will no longer be asked to move this lesson; it stays on {lesson.when_label}.</p>
      <DialogFooter
        confirm="Withdraw request"
        busy="Withdrawing..."
        pending={withdraw.isPending}
        blockedBy={null}
        error={withdraw.error}
        onConfirm={() => withdraw.mutate(requestId, { onSuccess: () => onDone(WITHDRAWN) })}
      />
    </>
  );
}
