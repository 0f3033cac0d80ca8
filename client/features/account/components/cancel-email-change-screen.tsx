import { EMAIL_CHANGE_STOPPED } from '../../../../common/schemas/account.ts';
import { useCancelEmailChange } from '../api/cancel-email-change.ts';
import { PressToUseLink } from './press-to-use-link.tsx';

/**
 * The page of the link mailed to the old address when a change of e-mail is asked for: the
 * change stops at a press of the button; then the person is led to choose a new password, since
 * whoever asked knew theirs.
 */
export function CancelEmailChangeScreen({ token }: { token: string }) {
  return (
    <PressToUseLink
      token={token}
      use={useCancelEmailChange()}
      title="Stop the change of your email"
      intro="Press the button to keep your account's email address as it is."
      button={{ idle: 'Stop the change', pending: 'Stopping...' }}
      done={EMAIL_CHANGE_STOPPED}
      next={{ to: '/forgot-password', label: 'Choose a new password' }}
    />
  );
}
