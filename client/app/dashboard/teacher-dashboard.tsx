import { MyClasses } from '../../features/my-classes/components/my-classes.tsx';
import { MyRecordings } from '../../features/recordings/components/my-recordings.tsx';
import { StartClassNowButton } from '../../features/start-class/components/start-class-now-button.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

/** A teacher's classes: today's with Start, upcoming and completed ones. */
export function TeacherDashboard() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <MyClasses
        withLabel="student"
        pastTitle="Completed classes"
        todayAction={(c) => <StartClassNowButton teacherId={user.id} classId={c.id} name={c.batch_name} />}
      />
      <MyRecordings />
    </>
  );
}
