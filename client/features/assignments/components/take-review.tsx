import { useState } from 'react';
import type { Take } from '../../../../common/schemas/assignments.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { TakeComments } from './take-comments.tsx';
import { TakeLine } from './take-line.tsx';
import { TakePlayer } from './take-player.tsx';

/**
 * One take as its teacher hears it: 'Play take' opens the player and the waveform, where a click
 * or the keys choose the moment for a comment; then the answer with 'Done' or 'Again'. The
 * student's other teachers and the school (`canAnswer` false) hear it and read the comments only.
 */
export function TakeReview({ take, canAnswer }: { take: Take; canAnswer: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-lg bg-plum-50/60 p-3">
      <TakeLine take={take} prefix="Take sent" open={open} onToggle={() => setOpen(!open)} />
      {take.answered_at ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-plum-900">
            {canAnswer ? 'Your answer' : "Teacher's answer"} ({formatDateTime(take.answered_at)})
          </p>
          {take.answer ? <p className="whitespace-pre-line break-words">{take.answer}</p> : null}
        </div>
      ) : null}
      {open ? <TakePlayer take={take} canAnswer={canAnswer} /> : <TakeComments take={take} />}
    </li>
  );
}
