import { lazy, Suspense } from 'react';
import { hasRole, useCurrentUser } from '../lib/current-user.ts';
import { withQueryScopeLoaded } from './with-query-scope-loaded.ts';

// Only signed-in visitors see these, so their code (and its data fetching) loads for them alone.
const LogoutButton = lazy(async () => ({
  default: await withQueryScopeLoaded(
    async () => (await import('../features/auth/components/logout-button.tsx')).LogoutButton,
  )(),
}));
const StartClassButton = lazy(async () => ({
  default: await withQueryScopeLoaded(
    async () => (await import('../features/start-class/components/start-class-button.tsx')).StartClassButton,
  )(),
}));
const AccountLink = lazy(async () => ({
  default: await withQueryScopeLoaded(
    async () => (await import('../features/account/components/account-link.tsx')).AccountLink,
  )(),
}));

/** Signed-in extras of the header: the teacher's start-class button, the account (photo) and Logout. */
export function HeaderActions() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      {hasRole(user, 'teacher') ? <StartClassButton teacherId={user.id} /> : null}
      {/* One group, no gap: the desktop header has little room beside its navigation. */}
      <span className="flex items-center">
        <AccountLink
          user={user}
          className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full text-sm font-semibold text-white/90 hover:text-gold-300 hover:ring-2 hover:ring-gold-300 sm:max-nav:pr-3"
        />
        <LogoutButton
          iconOnly
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white/90 hover:bg-white/10 hover:text-gold-300 nav:size-8"
        />
      </span>
    </Suspense>
  );
}
