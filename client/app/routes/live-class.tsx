import { Navigate, useParams } from 'react-router';
import { LiveClassScreen } from '../../features/live-class/components/live-class-screen.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { QueryScope } from '../query-scope.tsx';

/** The live class room; signed-in users only (no user cookie leads home). */
export function LiveClassRoute() {
  const { classId } = useParams();
  const user = useCurrentUser();
  if (user === undefined) return null;
  if (user === null) return <Navigate to="/" replace />;
  return (
    <QueryScope>
      <LiveClassScreen key={classId ?? ''} classId={classId} />
    </QueryScope>
  );
}
