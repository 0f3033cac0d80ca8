import { Navigate } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { useMustChangePassword } from '../../features/account/hooks/use-must-change-password.ts';
import { useSessionGuard } from '../../features/auth/hooks/use-session-guard.ts';
import { MyRecitals } from '../../features/recitals/components/my-recitals.tsx';
import { RecitalsPanel } from '../../features/recitals/components/recitals-panel.tsx';
import { hasRole, useCurrentUser } from '../../lib/current-user.ts';
import { withQueryScope } from '../query-scope.tsx';

/** Recitals: an admin or a teacher schedules and runs them; a student finds the ones they perform in. */
export const RecitalsRoute = withQueryScope(function Recitals() {
  const user = useCurrentUser();
  useSessionGuard(user?.id ?? null);
  const mustChangePassword = useMustChangePassword(user?.id ?? null);
  if (user === undefined || mustChangePassword === undefined) return null;
  if (!user) return <Navigate to="/login?next=/recitals" replace />;
  if (mustChangePassword) return <Navigate to="/account" replace />;
  const staff = hasRole(user, 'admin') || hasRole(user, 'teacher');
  return (
    <>
      <PageBanner title="Recitals">
        <p>
          {staff
            ? 'Schedule a recital, share its audience link and run its stage.'
            : 'The recitals you perform in, and their stage.'}
        </p>
      </PageBanner>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        {staff ? (
          <RecitalsPanel />
        ) : hasRole(user, 'student') ? (
          <MyRecitals userId={Number(user.id)} />
        ) : (
          <p className="text-slate-700">Recitals are scheduled by the school's teachers and admins.</p>
        )}
      </div>
    </>
  );
});
