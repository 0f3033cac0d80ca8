import { Link, Navigate } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { useMustChangePassword } from '../../features/account/hooks/use-must-change-password.ts';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useSessionGuard } from '../../features/auth/hooks/use-session-guard.ts';
import { hasRole, useCurrentUser } from '../../lib/current-user.ts';
import { AdminDashboard } from '../dashboard/admin-dashboard.tsx';
import { GuardianDashboard } from '../dashboard/guardian-dashboard.tsx';
import { StudentDashboard } from '../dashboard/student-dashboard.tsx';
import { TeacherDashboard } from '../dashboard/teacher-dashboard.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** The signed-in area: each role sees its own dashboard; signed-out visitors go to the login page. */
export const DashboardRoute = withQueryScope(function Dashboard() {
  const user = useCurrentUser();
  useSessionGuard(user?.id ?? null);
  const mustChangePassword = useMustChangePassword(user?.id ?? null);
  if (user === undefined || mustChangePassword === undefined) return null;
  if (!user) return <Navigate to="/login?next=/dashboard" replace />;
  if (mustChangePassword) return <Navigate to="/account" replace />;
  return (
    <>
      <PageBanner title="Dashboard">
        <p>
          Welcome, {user.firstName} {user.lastName} <span className="text-white/60">({user.role})</span>
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <LogoutButton className="btn-outline py-2" />
          {hasRole(user, 'guardian') ? null : (
            <Link to="/recitals" className="btn-outline py-2">
              Recitals
            </Link>
          )}
        </div>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {hasRole(user, 'admin') ? (
          <AdminDashboard />
        ) : hasRole(user, 'teacher') ? (
          <TeacherDashboard />
        ) : hasRole(user, 'guardian') ? (
          <GuardianDashboard />
        ) : (
          <StudentDashboard />
        )}
      </div>
    </>
  );
});
