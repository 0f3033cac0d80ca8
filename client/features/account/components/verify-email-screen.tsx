import { EMAIL_CHANGED } from '../../../../common/schemas/account.ts';
import { notifyUserChanged } from '../../../lib/current-user.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { PressToUseLink } from './press-to-use-link.tsx';

/** The page the link mailed to a new address opens: the change waits for a press of the button. */
export function VerifyEmailScreen({ token }: { token: string }) {
  return (
    <PressToUseLink
      token={token}
      use={useVerifyEmail()}
      // The sign-in cookies name the new address now.
      onDone={notifyUserChanged}
      title="Confirm your new email"
      intro="Press the button to make this address the email of your account."
      button={{ idle: 'Confirm my new email', pending: 'Confirming...' }}
      done={EMAIL_CHANGED}
      next={{ to: '/account', label: 'Go to your account' }}
    />
  );
}
