import { Navigate, useParams } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { useSessionGuard } from '../../features/auth/hooks/use-session-guard.ts';
import { RecitalStage } from '../../features/recitals/components/recital-stage.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { withQueryScope } from '../query-scope.tsx';

/** /recitals/{id}/stage: the recital's stage for its performers and organiser; signed-out visitors sign in first. */
export const RecitalStageRoute = withQueryScope(function RecitalStagePage() {
  const user = useCurrentUser();
  useSessionGuard(user?.id ?? null);
  const { recitalId = '' } = useParams();
  if (user === undefined) return null;
  if (!user)
    return <Navigate to={`/login?next=${encodeURIComponent(`/recitals/${recitalId}/stage`)}`} replace />;
  if (!/^[1-9]\d{0,9}$/.test(recitalId))
    return (
      <>
        <PageBanner title="Recital stage" />
        <p role="alert" className="mx-auto max-w-3xl px-4 py-10 text-red-800 sm:px-6">
          No such recital
        </p>
      </>
    );
  return <RecitalStage key={recitalId} recitalId={Number(recitalId)} userId={Number(user.id)} />;
});
