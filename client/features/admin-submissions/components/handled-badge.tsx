import { formatDateTime } from '../../../lib/format-date-time.ts';

/** Whether a submission has been dealt with, and when. */
export function HandledBadge({ handledAt }: { handledAt: string | null }) {
  return handledAt ? (
    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
      Handled {formatDateTime(handledAt)}
    </span>
  ) : (
    <span className="rounded-full bg-gold-300/60 px-2.5 py-0.5 text-xs font-semibold text-plum-900">
      Open
    </span>
  );
}
