import { useLogout } from '../hooks/use-logout.ts';

/** Signs the user out on the server and clears the sign-in cookies. */
export function LogoutButton({ className }: { className?: string }) {
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={logout} disabled={pending} className={className}>
      {pending ? 'Logging out...' : 'Logout'}
    </button>
  );
}
