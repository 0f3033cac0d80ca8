import type { ContactMessageItem, SubmissionStatus } from '../../../../common/schemas/admin-submissions.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminMessages, useSetMessageHandled } from '../api/messages-api.ts';
import { HandledBadge } from './handled-badge.tsx';
import { StatusFilter } from './status-filter.tsx';

const EMPTY: Record<SubmissionStatus, string> = {
  open: 'No open messages.',
  handled: 'No handled messages yet.',
  all: 'No messages yet.',
};

const LIST = { noun: 'messages', pagesLabel: 'Message pages' };

/** The contact form's messages, newest first, each marked handled once dealt with. */
export function MessagesPanel() {
  const pages = usePages();
  const status = useFilter<SubmissionStatus>('open', pages);
  const messages = useAdminMessages({ status: status.value, ...pages.query });
  const handled = useSetMessageHandled();

  const mark = (m: ContactMessageItem, value: boolean) =>
    handled.mutate(
      { id: m.id, handled: value },
      {
        onSuccess: () => toast.success(value ? 'Message marked handled' : 'Message marked open'),
        onError: (err) => toast.error(errorText(err, 'Failed to update the message')),
      },
    );

  return (
    <AdminSection title="Contact messages" actions={<StatusFilter filter={status} />}>
      <PagedList
        query={messages}
        rows={(data) => data.Messages}
        pages={pages}
        {...LIST}
        empty={EMPTY[status.value]}
      >
        {(rows) => (
          <ul className="flex flex-col gap-3">
            {rows.map((m) => (
              <li key={m.id}>
                <article
                  aria-labelledby={`message-${m.id}`}
                  className="rounded-xl border border-plum-100 bg-white px-4 py-3"
                >
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 id={`message-${m.id}`} className="font-sans text-base font-semibold text-plum-900">
                      {m.name}
                    </h3>
                    <HandledBadge handledAt={m.handledAt} />
                    <span className="ml-auto text-sm text-slate-500">
                      <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                    </span>
                  </div>
                  <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                    <a className="break-all text-plum-700 underline" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                    <a className="text-plum-700 underline" href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>
                      {m.phone}
                    </a>
                  </p>
                  <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{m.message}</p>
                  <div className="mt-3 flex justify-end">
                    <RowButton
                      label={`${m.handledAt ? 'Mark open' : 'Mark handled'}: message from ${m.name}`}
                      disabled={handled.isPending}
                      onClick={() => mark(m, !m.handledAt)}
                    >
                      {m.handledAt ? 'Mark open' : 'Mark handled'}
                    </RowButton>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </AdminSection>
  );
}
