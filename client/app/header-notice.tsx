import { lazy, Suspense } from 'react';
import { hasRole, useCurrentUser } from '../lib/current-user.ts';
import { withQueryScopeLoaded } from './with-query-scope-loaded.ts';

// Only signed-in students see it, so its code (and its data fetching) loads for them alone.
const StudentNotice = lazy(async () => ({
  default: await withQueryScopeLoaded(async () => (await import('./student-notice.tsx')).StudentNotice)(),
}));

/** A signed-in student's active-class check on load; the room itself has no site header. */
export function HeaderNotice() {
  const user = useCurrentUser();
  if (!user || !hasRole(user, 'student')) return null;
  return (
    <Suspense fallback={null}>
      <StudentNotice studentId={user.id} />
    </Suspense>
  );
}
