import { useSearchParams } from 'react-router';
import { SetPasswordScreen } from '../../features/account/components/set-password-screen.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** The page of a mailed password-reset link (`?token=`). */
export const ResetPasswordRoute = withQueryScope(function ResetPassword() {
  const [params] = useSearchParams();
  return <SetPasswordScreen purpose="password-reset" token={params.get('token') ?? ''} />;
});
