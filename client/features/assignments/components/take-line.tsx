import { useId } from 'react';
import type { Take } from '../../../../common/schemas/assignments.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { clockTime } from './practice-format.ts';

/** When a take was sent, how long it is, as its lines say it (the Delete button's name too). */
export const takeSent = (take: Take) => `${formatDateTime(take.created_at)} · ${clockTime(take.duration_ms)}`;

/**
 * A take's first line: when it was sent, its length and note, and 'Play take' (then 'Hide take')
 * for its player, described by that line so each take's button is told apart.
 */
export function TakeLine({
  take,
  prefix,
  open,
  onToggle,
}: {
  take: Take;
  /** 'Take sent' to the teacher, 'Sent' to the student. */
  prefix: string;
  open: boolean;
  onToggle(): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p id={id} className="mr-auto min-w-0 break-words text-sm text-slate-700">
        {prefix} {takeSent(take)}
        {take.note ? ` · “${take.note}”` : ''}
      </p>
      <button
        type="button"
        className="btn-primary px-4 py-1.5"
        aria-expanded={open}
        aria-describedby={id}
        onClick={onToggle}
      >
        {open ? 'Hide take' : 'Play take'}
      </button>
    </div>
  );
}
