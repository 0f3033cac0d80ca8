import type { z } from 'zod';
import type { accountLinkResponse } from '../../../../common/schemas/account.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAccountLink } from '../api/account-link.ts';
import { linkRefused } from '../api/link-refused.ts';
import { AccountCard } from './account-card.tsx';
import { DeadLink } from './dead-link.tsx';
import { Notice } from './notice.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

type Purpose = 'password-reset' | 'invitation';
type Link = z.infer<typeof accountLinkResponse>;

const COPY: Record<Purpose, { title: string; submit: string; intro(link: Link): string }> = {
  'password-reset': {
    title: 'Choose a new password',
    submit: 'Save new password',
    intro: (link) => `Hello ${link.firstName}, choose the new password for your account.`,
  },
  invitation: {
    title: 'Set your password',
    submit: 'Set password',
    intro: (link) => `Welcome, ${link.firstName}! Choose the password you will sign in with.`,
  },
};

/**
 * The page a mailed reset or invitation link opens: the link is checked first, then its person
 * chooses a password. A dead link (or one made for another page) says so and offers a new one.
 */
export function SetPasswordScreen({ purpose, token }: { purpose: Purpose; token: string }) {
  const link = useAccountLink(token);
  const copy = COPY[purpose];
  const dead = token === '' || linkRefused(link.error) || (link.data && link.data.purpose !== purpose);
  const live = dead ? undefined : link.data;
  return (
    <AccountCard title={copy.title} intro={live ? copy.intro(live) : undefined}>
      {dead ? (
        <DeadLink />
      ) : live ? (
        <SetPasswordForm purpose={purpose} token={token} email={live.email} submitLabel={copy.submit} />
      ) : link.isError ? (
        <>
          <Notice kind="error">{errorText(link.error)}</Notice>
          <button type="button" className="btn-primary w-full" onClick={() => link.refetch()}>
            Try again
          </button>
        </>
      ) : (
        <p role="status" className="text-slate-600">
          Checking your link...
        </p>
      )}
    </AccountCard>
  );
}
