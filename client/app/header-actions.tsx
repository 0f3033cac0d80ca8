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
      <LogoutButton
        iconOnly
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white/90 hover:bg-white/10 hover:text-gold-300"
      />
    </>
  );
}
