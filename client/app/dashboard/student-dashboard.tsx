import { Link } from 'react-router';
import { MyClasses } from '../../features/my-classes/components/my-classes.tsx';
import { MyRecordings } from '../../features/recordings/components/my-recordings.tsx';

/** A student's classes; the one on now has Join. */
export function StudentDashboard() {
  return (
    <>
      <MyClasses
        withLabel="with"
        pastTitle="Past classes"
        showAttendance
        todayAction={(c) =>
          c.is_active ? (
            <Link
              to={`/live-class/${c.id}`}
              className="btn-primary px-5 py-2"
              aria-label={`Join ${c.batch_name}`}
            >
              Join
            </Link>
          ) : null
        }
      />
      <MyRecordings />
    </>
  );
}
