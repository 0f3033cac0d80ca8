import { Navigate, useSearchParams } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { useMustChangePassword } from '../../features/account/hooks/use-must-change-password.ts';
import { useSessionGuard } from '../../features/auth/hooks/use-session-guard.ts';
import { PracticeRoom } from '../../features/practice/components/practice-room.tsx';
import { hasRole, useCurrentUser } from '../../lib/current-user.ts';
import { withQueryScope } from '../query-scope.tsx';

/** An assignment's id from `?assignment=`, or null when there is none or it is not an id. */
const assignmentOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The practice room between lessons (/practice, or /practice?assignment=<id> from an
 * assignment); signed-out visitors sign in first and come back.
 */
export const PracticeRoute = withQueryScope(function Practice() {
  const user = useCurrentUser();
  useSessionGuard(user?.id ?? null);
  const mustChangePassword = useMustChangePassword(user?.id ?? null);
  const [params] = useSearchParams();
  if (user === undefined || mustChangePassword === undefined) return null;
  if (!user) {
    const back = `/practice${params.size ? `?${params}` : ''}`;
    return <Navigate to={`/login?next=${encodeURIComponent(back)}`} replace />;
  }
  if (mustChangePassword) return <Navigate to="/account" replace />;
  return (
    <>
      <PageBanner title="Practice room">
        <p>The metronome with the talas, the tanpura drone, and your practice time.</p>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <PracticeRoom
          assignmentId={assignmentOf(params.get('assignment'))}
          student={hasRole(user, 'student')}
        />
      </div>
    </>
  );
});
