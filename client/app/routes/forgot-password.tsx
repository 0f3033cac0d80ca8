import { AccountCard } from '../../features/account/components/account-card.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** 'Forgot your password?' from the sign-in page: a link to choose a new one, by mail. */
export const ForgotPasswordRoute = withQueryScope(function ForgotPassword() {
  return (
    <AccountCard
      title="Forgot your password?"
      intro="Enter the email you sign in with. We will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AccountCard>
  );
});
