import { Navigate } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { AccountScreen } from '../../features/account/components/account-screen.tsx';
import { useMustChangePassword } from '../../features/account/hooks/use-must-change-password.ts';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useSessionGuard } from '../../features/auth/hooks/use-session-guard.ts';
import { ConsentsPanel } from '../../features/consents/components/consents-panel.tsx';
import { hasRole, useCurrentUser } from '../../lib/current-user.ts';
import { withQueryScope } from '../query-scope.tsx';

/** The signed-in person's account page (a student's or guardian's with the family's consents); signed-out visitors sign in first and come back. */
export const AccountRoute = withQueryScope(function Account() {
  const user = useCurrentUser();
  useSessionGuard(user?.id ?? null);
  // The server refuses the consents until an admin-set password is replaced: they come after it.
  const mustChangePassword = useMustChangePassword(user?.id ?? null);
  if (user === undefined) return null;
  if (!user) return <Navigate to="/login?next=/account" replace />;
  return (
    <>
      <PageBanner title="Your account">
        <p>
          {user.firstName} {user.lastName} <span className="text-white/60">({user.role})</span>
        </p>
        <LogoutButton className="btn-outline mt-4 py-2" />
      </PageBanner>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <AccountScreen userId={user.id} />
        {mustChangePassword === false && (hasRole(user, 'student') || hasRole(user, 'guardian')) ? (
          <ConsentsPanel />
        ) : null}
      </div>
    </>
  );
});
