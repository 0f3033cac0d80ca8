import { Navigate, useParams } from 'react-router';
import { useMustChangePassword } from '../../features/account/hooks/use-must-change-password.ts';
import { LiveClassScreen } from '../../features/live-class/components/live-class-screen.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { LessonNoteAfterClass } from '../lesson-note-after-class.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** The live class room; signed-in users only (no user cookie leads home); the teacher writes the lesson's note at its end. */
export const LiveClassRoute = withQueryScope(function LiveClass() {
  const { classId } = useParams();
  const user = useCurrentUser();
  const mustChangePassword = useMustChangePassword(user?.id ?? null);
  if (user === undefined || mustChangePassword === undefined) return null;
  if (user === null) return <Navigate to="/" replace />;
  if (mustChangePassword) return <Navigate to="/account" replace />;
  return (
    <LiveClassScreen
      key={classId ?? ''}
      classId={classId}
      afterLesson={(id) => <LessonNoteAfterClass classId={id} />}
    />
  );
});
