import { useSearchParams } from 'react-router';
import { CancelEmailChangeScreen } from '../../features/account/components/cancel-email-change-screen.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** The page of the link mailed to the old address with a change of e-mail (`?token=`). */
export const CancelEmailChangeRoute = withQueryScope(function CancelEmailChange() {
  const [params] = useSearchParams();
  return <CancelEmailChangeScreen token={params.get('token') ?? ''} />;
});
