import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../common/schemas/admin-page.ts';
import type { ContactMessageItem, SubmissionStatus } from '../../../../common/schemas/admin-submissions.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useAdminMessages, useSetMessageHandled } from '../api/messages-api.ts';
import { HandledBadge } from './handled-badge.tsx';
import { StatusFilter } from './status-filter.tsx';

const EMPTY: Record<SubmissionStatus, string> = {
  open: 'No open messages.',
  handled: 'No handled messages yet.',
  all: 'No messages yet.',
};

/** The contact form's messages, newest first, each marked handled once dealt with. */
export function MessagesPanel() {
  const [status, setStatus] = useState<SubmissionStatus>('open');
  const [page, setPage] = useState(1);
  const messages = useAdminMessages({ status, page, pageSize: ADMIN_PAGE_SIZE });
  useClampPage(page, setPage, messages.data?.total, ADMIN_PAGE_SIZE);
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
    <section aria-labelledby="admin-messages-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-messages-heading" className="font-serif text-2xl font-semibold text-plum-900">
          Contact messages
        </h2>
        <StatusFilter
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
      </div>

      {messages.isPending ? (
        <p>Loading messages...</p>
      ) : messages.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(messages.error, 'Failed to load messages')}
        </p>
      ) : messages.data.Messages.length === 0 ? (
        <p className="text-slate-600">{EMPTY[status]}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.data.Messages.map((m) => (
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
                  <button
                    type="button"
                    className="btn-outline px-4 py-2 text-plum-800"
                    disabled={handled.isPending}
                    aria-label={`${m.handledAt ? 'Mark open' : 'Mark handled'}: message from ${m.name}`}
                    onClick={() => mark(m, !m.handledAt)}
                  >
                    {m.handledAt ? 'Mark open' : 'Mark handled'}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {messages.data ? (
        <Pagination
          label="Message pages"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={messages.data.total}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
