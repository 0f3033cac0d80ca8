import type { Take } from '../../../../common/schemas/assignments.ts';
import { clockTime } from './practice-format.ts';

/** The teacher's comments at moments of a take, in the order of the recording; a time can seek the player. */
export function TakeComments({ take, onSeek }: { take: Take; onSeek?: (ms: number) => void }) {
  if (take.comments.length === 0) return null;
  return (
    <ul aria-label="Comments on the take" className="mt-2 space-y-1 text-sm">
      {take.comments.map((c) => (
        <li key={c.id} className="flex gap-2">
          {onSeek ? (
            <button
              type="button"
              className="shrink-0 font-mono font-semibold text-plum-800 underline"
              aria-label={`Play from ${clockTime(c.at_ms)}`}
              onClick={() => onSeek(c.at_ms)}
            >
              {clockTime(c.at_ms)}
            </button>
          ) : (
            <span className="shrink-0 font-mono font-semibold text-plum-800">{clockTime(c.at_ms)}</span>
          )}
          <span className="min-w-0 break-words text-slate-800">{c.text}</span>
        </li>
      ))}
    </ul>
  );
}
