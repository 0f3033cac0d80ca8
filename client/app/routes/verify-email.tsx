import { useSearchParams } from 'react-router';
import { VerifyEmailScreen } from '../../features/account/components/verify-email-screen.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** The page of the link mailed to a new address (`?token=`). */
export const VerifyEmailRoute = withQueryScope(function VerifyEmail() {
  const [params] = useSearchParams();
  return <VerifyEmailScreen token={params.get('token') ?? ''} />;
});
