import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { school } from '../../lib/school.ts';

/** 'Login to Dashboard': the login page when signed out, the dashboard when signed in. */
export function LoginLink({ className }: { className?: string }) {
  const user = useCurrentUser();
  if (user === undefined) {
    return (
      // A placeholder until the sign-in state is read (after hydration): busy, then replaced.
      <span className={className} aria-live="polite" aria-busy="true">
        Loading...
      </span>
    );
  }
  const to = user ? school.dashboardUrl : school.loginUrl;
  return /^https?:/.test(to) ? (
    <a href={to} className={className}>
      Login to Dashboard
    </a>
  ) : (
    <Link to={to} className={className}>
      Login to Dashboard
    </Link>
  );
}
