import { useEffect, useRef, useState } from 'react';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';
import { AccountSection } from './account-section.tsx';
import { focusOnMount } from './focus-on-mount.ts';
import { Notice } from './notice.tsx';
import { StatusRegion } from './status-region.tsx';

export const FEED_EXPLAINED =
  'Subscribe to your lessons from your calendar app (Google Calendar, Apple Calendar, Outlook). The link is private: anyone with it can see your lessons.';
export const SHOWN_ONCE = 'This link is shown only once.';
export const LINK_COPIED = 'Link copied.';
export const COPY_REFUSED = 'Your browser did not let the page copy: the link is selected, copy it yourself.';
export const LINK_REVOKED = 'Your calendar link is revoked: calendars that used it get no more lessons.';

/**
 * The person's private calendar feed: a link made here is shown once (only its hash is kept), can
 * be replaced by a new one or revoked; either stops the old link in every calendar using it.
 */
export function CalendarFeedSection({ userId }: { userId: number }) {
  const status = useCalendarFeed(userId);
  const create = useCreateCalendarFeed(userId);
  const revoke = useRevokeCalendarFeed(userId);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // A new link takes the focus from the button that made it.
  useEffect(() => {
    if (url) field.current?.focus();
  }, [url]);

  const make = async () => {
    revoke.reset();
    setCopied(null);
    try {
      setUrl((await create.mutateAsync()).url);
    } catch {
      // Shown from the mutation's error.
    }
  };
  const drop = async () => {
    create.reset();
    setCopied(null);
    try {
      await revoke.mutateAsync();
    } catch {
      return;
    }
    setUrl(null);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      setCopied(true);
    } catch {
      field.current?.select();
      setCopied(false);
    }
  };

  const busy = create.isPending || revoke.isPending;
  const failure = create.isError
    ? errorText(create.error)
    : revoke.isError
      ? errorText(revoke.error)
      : copied === false
        ? COPY_REFUSED
        : null;

  return (
    <AccountSection title="Calendar feed" description={FEED_EXPLAINED}>
      {status.isPending ? (
        <p role="status" className="text-slate-600">
          Loading your calendar link...
        </p>
      ) : status.isError ? (
        <>
          <Notice kind="error">{errorText(status.error)}</Notice>
          <div>
            <button type="button" className="btn-outline text-plum-800" onClick={() => status.refetch()}>
              Try again
            </button>
          </div>
        </>
      ) : (
        <>
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <StatusRegion>
            {copied ? <Notice kind="success">{LINK_COPIED}</Notice> : null}
            {revoke.isSuccess && !status.data.active ? <Notice kind="success">{LINK_REVOKED}</Notice> : null}
          </StatusRegion>
          {url ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="grow">
                <FormField label="Your calendar link" hint={SHOWN_ONCE}>
                  {(ids) => (
                    <input
                      {...ids}
                      ref={field}
                      readOnly
                      value={url}
                      onFocus={(e) => e.currentTarget.select()}
                      className={`${inputClass} font-mono text-sm`}
                    />
                  )}
                </FormField>
              </div>
              <button type="button" className="btn-primary sm:mb-5" onClick={copy}>
                Copy link
              </button>
            </div>
          ) : null}
          {status.data.active ? (
            <>
              {url || !status.data.created_at ? null : (
                <p className="text-slate-800">
                  You have a calendar link, made {formatDateTime(status.data.created_at)}. It was shown only
                  when it was made: to have it again, replace it.
                </p>
              )}
              <p className="text-sm text-slate-600">
                Replacing or revoking the link stops the old one working in every calendar that uses it.
              </p>
              <div className="flex flex-wrap gap-3">
                <button type="button" className="btn-primary" onClick={make} disabled={busy}>
                  {create.isPending ? 'Replacing...' : 'Replace link'}
                </button>
                <button type="button" className="btn-outline text-red-700" onClick={drop} disabled={busy}>
                  {revoke.isPending ? 'Revoking...' : 'Revoke link'}
                </button>
              </div>
            </>
          ) : (
            <div>
              <button
                type="button"
                className="btn-primary"
                onClick={make}
                disabled={busy}
                // After a revoke, the keyboard goes on from here.
                ref={revoke.isSuccess ? focusOnMount : undefined}
              >
                {create.isPending ? 'Creating...' : 'Create calendar link'}
              </button>
            </div>
          )}
        </>
      )}
    </AccountSection>
  );
}
