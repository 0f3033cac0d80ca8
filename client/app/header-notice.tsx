import { useLocation } from 'react-router';
import { ActiveClassPrompt } from '../features/active-class/components/active-class-prompt.tsx';
import { hasRole, useCurrentUser } from '../lib/current-user.ts';

/** A student's active-class check on load (spec 4), prompted everywhere but in the room itself. */
export function HeaderNotice() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || !hasRole(user, 'student') || pathname.includes('/live-class/')) return null;
  return <ActiveClassPrompt studentId={user.id} />;
}
