import { Link } from 'react-router';
import { EMAIL_CHANGED, LINK_DEAD } from '../../../../common/schemas/account.ts';
import { notifyUserChanged } from '../../../lib/current-user.ts';
import { errorText } from '../../../lib/error-text.ts';
import { linkRefused } from '../api/link-refused.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AccountCard } from './account-card.tsx';
import { focusOnMount } from './focus-on-mount.ts';
import { Notice } from './notice.tsx';
import { StatusRegion } from './status-region.tsx';

/**
 * The page the link mailed to a new address opens. The change waits for a press of the button:
 * mail scanners open links, and must not confirm an address on their own.
 */
export function VerifyEmailScreen({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const confirm = () =>
    verify
      .mutateAsync(token)
      // The sign-in cookies name the new address now.
      .then(notifyUserChanged)
      .catch(() => undefined);
  const done = verify.isSuccess;
  // The token itself was refused: pressing again cannot help.
  const over = !token || linkRefused(verify.error);
  return (
    <AccountCard
      title="Confirm your new email"
      intro={done || over ? undefined : 'Press the button to make this address the email of your account.'}
    >
      <StatusRegion>{done ? <Notice kind="success">{EMAIL_CHANGED}</Notice> : null}</StatusRegion>
      {token ? (
        verify.isError ? (
          <Notice kind="error">{errorText(verify.error)}</Notice>
        ) : null
      ) : (
        <Notice kind="error">{LINK_DEAD}</Notice>
      )}
      {done || over ? (
        <Link to="/account" className="btn-primary w-full" ref={verify.isIdle ? undefined : focusOnMount}>
          Go to your account
        </Link>
      ) : (
        <button type="button" className="btn-primary w-full" disabled={verify.isPending} onClick={confirm}>
          {verify.isPending ? 'Confirming...' : 'Confirm my new email'}
        </button>
      )}
    </AccountCard>
  );
}
