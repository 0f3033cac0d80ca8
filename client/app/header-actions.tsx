import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { StartClassButton } from '../features/start-class/components/start-class-button.tsx';
import { hasRole, useCurrentUser } from '../lib/current-user.ts';

/** Signed-in extras of the header: the teacher's start-class button and Logout. */
export function HeaderActions() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      {hasRole(user, 'teacher') ? <StartClassButton teacherId={user.id} /> : null}
      <LogoutButton className="rounded-full px-3 py-2 text-sm font-semibold text-white/90 hover:bg-white/10 hover:text-gold-300" />
    </>
  );
}
