import { useSearchParams } from 'react-router';
import { SetPasswordScreen } from '../../features/account/components/set-password-screen.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** The page of a mailed invitation (`?token=`): the new teacher or student chooses a password. */
export const AcceptInvitationRoute = withQueryScope(function AcceptInvitation() {
  const [params] = useSearchParams();
  return <SetPasswordScreen purpose="invitation" token={params.get('token') ?? ''} />;
});
