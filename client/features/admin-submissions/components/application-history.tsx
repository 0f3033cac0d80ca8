import {
  APPLICATION_STATE_LABELS,
  type ApplicationEvent,
} from '../../../../common/schemas/admin-submissions.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** What one entry of the history says happened. */
function what(event: ApplicationEvent): string {
  if (event.kind === 'notes') return 'Notes edited';
  const to = APPLICATION_STATE_LABELS[event.toState];
  return event.fromState ? `From ${APPLICATION_STATE_LABELS[event.fromState]} to ${to}` : `Made ${to}`;
}

/** An application's changes, newest first: what, who, when, and the admin's note. */
export function ApplicationHistory({ history }: { history: ApplicationEvent[] }) {
  return (
    <section aria-labelledby="application-history">
      <h3 id="application-history" className="mb-2 font-sans text-sm font-semibold text-plum-900">
        History
      </h3>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">No changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {history.map((event) => (
            <li key={event.id} className="rounded-lg border border-plum-100 px-3 py-2">
              <p className="font-semibold text-plum-900">{what(event)}</p>
              <p className="text-xs text-slate-600">
                {event.actorName ?? 'The system'} ·{' '}
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
              {event.note ? (
                <p className="mt-1 break-words whitespace-pre-line text-slate-700">{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
