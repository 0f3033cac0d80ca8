import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { school } from '../../lib/school.ts';
import { QueryScope } from '../query-scope.tsx';

/** Only paths of this site: `next=//evil.example` must not send a fresh sign-in elsewhere. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard';
}

export function LoginRoute() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <section className="flex min-h-[80vh] items-center justify-center bg-plum-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-plum-100 sm:p-8">
        <h1 className="font-serif text-3xl font-semibold text-plum-900">Sign in</h1>
        <p className="mt-2 mb-6 text-slate-600">
          Students, teachers and staff of {school.name} sign in here to reach their dashboard and live
          classes.
        </p>
        <QueryScope>
          <LoginForm
            // A password an admin set must be replaced before anything else.
            onSignedIn={(signedIn) =>
              navigate(signedIn.mustChangePassword ? '/account' : next, { replace: true })
            }
          />
        </QueryScope>
      </div>
    </section>
  );
}
