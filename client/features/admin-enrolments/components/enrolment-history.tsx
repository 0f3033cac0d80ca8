import { schoolDateLabel } from '../../../../common/fees/enrolment-text.ts';
import type { EnrolmentAction } from '../../../../common/fees/fee-states.ts';
import type { EnrolmentDetail } from '../../../../common/schemas/enrolments.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

const ACTION_LABELS: Record<EnrolmentAction, string> = {
  created: 'Enrolled',
  extended: 'Extended',
  ended: 'Ended',
  renewal_offered: 'Renewal offered',
  expired: 'Expired',
};

type Event = EnrolmentDetail['History'][number];

const what = (e: Event) =>
  [
    ACTION_LABELS[e.action],
    e.action === 'extended' && e.fromUntil && e.toUntil
      ? `from ${schoolDateLabel(e.fromUntil)} to ${schoolDateLabel(e.toUntil)}`
      : null,
    e.note ? `: ${e.note}` : null,
  ]
    .filter(Boolean)
    .join(' ')
    .replace(' :', ':');

/** An enrolment's history, oldest first: what happened, who did it, when. */
export function EnrolmentHistory({ history }: { history: Event[] }) {
  return (
    <ol aria-label="History" className="flex flex-col gap-1 text-sm">
      {history.map((e) => (
        <li key={e.id}>
          <span className="font-semibold">{what(e)}</span>
          <span className="text-slate-500">
            {' '}
            · {e.actor ?? 'the school'} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
