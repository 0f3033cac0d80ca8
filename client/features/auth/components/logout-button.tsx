import { Icon } from '../../../components/ui/icon.tsx';
import { useLogout } from '../hooks/use-logout.ts';

/** Signs the user out on the server and clears the sign-in cookies; `iconOnly` for the header. */
export function LogoutButton({ className, iconOnly = false }: { className?: string; iconOnly?: boolean }) {
  const { logout, pending } = useLogout();
  const label = pending ? 'Logging out...' : 'Logout';
  return (
    <button
      type="button"
      onClick={logout}
      disabled={pending}
      className={className}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
    >
      {iconOnly ? <Icon name="logout" className="size-5" /> : label}
    </button>
  );
}
