import { useState } from 'react';
import type { Take } from '../../../../common/schemas/assignments.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteTake } from '../api/delete-take.ts';
import { useTakes } from '../api/takes.ts';
import { ConfirmDelete, smallButton } from './confirm-delete.tsx';
import { TakeComments } from './take-comments.tsx';
import { TakeLine, takeSent } from './take-line.tsx';
import { TakePlayer } from './take-player.tsx';

/** The student's takes of one assignment, each with the teacher's answer and comments at their moments. */
export function TakeFeedback({ assignmentId }: { assignmentId: number }) {
  const takes = useTakes(assignmentId);
  if (takes.isPending) return <p className="mt-3 text-sm text-slate-600">Loading your takes...</p>;
  if (takes.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {errorText(takes.error, 'Your takes could not be loaded')}
      </p>
    );
  if (takes.data.Takes.length === 0) return null;
  return (
    <div className="mt-3 border-t border-plum-100 pt-3">
      <h5 className="text-sm font-semibold text-plum-900">Your takes</h5>
      <ul className="mt-1 space-y-3">
        {takes.data.Takes.map((take) => (
          <SentTake key={take.id} take={take} />
        ))}
      </ul>
    </div>
  );
}

/**
 * One take sent: 'Play take' opens the teacher's player (the comments at their moments on its
 * waveform), the answer and comments, and Delete (asked twice), which makes room for new takes.
 */
function SentTake({ take }: { take: Take }) {
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(false);
  const remove = useDeleteTake();
  const sent = takeSent(take);
  return (
    <li className="rounded-lg bg-plum-50/60 p-3">
      <TakeLine take={take} prefix="Sent" open={open} onToggle={() => setOpen(!open)} />
      {take.answered_at ? (
        <div className="mt-1">
          <p className="text-sm font-semibold text-plum-900">Teacher's answer</p>
          {take.answer ? <p className="whitespace-pre-line break-words">{take.answer}</p> : null}
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Your teacher has not answered yet.</p>
      )}
      {open ? <TakePlayer take={take} canAnswer={false} /> : <TakeComments take={take} />}
      {asking ? (
        <ConfirmDelete
          question="Delete this take? Your teacher's comments on it go too."
          pending={remove.isPending}
          error={remove.error}
          failed="The take could not be deleted"
          onDelete={() => remove.mutate(take.id, { onSuccess: () => toast.success('Take deleted') })}
          onKeep={() => setAsking(false)}
        />
      ) : (
        <button
          type="button"
          className={`${smallButton} mt-2`}
          aria-label={`Delete the take sent ${sent}`}
          onClick={() => setAsking(true)}
        >
          Delete
        </button>
      )}
    </li>
  );
}
