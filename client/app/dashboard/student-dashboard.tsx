import { Link } from 'react-router';
import type { MyClass } from '../../../common/schemas/classes.ts';
import { StudentPractice } from '../../features/assignments/components/student-practice.tsx';
import { LessonActions } from '../../features/lesson-changes/components/lesson-actions.tsx';
import { StudentLessonNote } from '../../features/lesson-notes/components/student-lesson-note.tsx';
import { useRefreshMyClasses } from '../../features/my-classes/api/my-classes-api.ts';
import { MyClasses } from '../../features/my-classes/components/my-classes.tsx';
import { MyEnrolments } from '../../features/my-enrolments/components/my-enrolments.tsx';
import { ClassScores } from '../../features/recordings/components/class-scores.tsx';
import { MyRecordings } from '../../features/recordings/components/my-recordings.tsx';

/** A student's classes (the one on now has Join, each still to come Reschedule and Cancel lesson, each held one its teacher's note), their enrolments and invoices, practice and recordings. */
export function StudentDashboard() {
  const refresh = useRefreshMyClasses();
  return (
    <>
      <MyClasses
        withLabel="with"
        pastTitle="Past classes"
        showAttendance
        renderActions={(c) => <LessonActions lesson={c} viewer="student" onChanged={refresh} />}
        renderPast={held}
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
      <MyEnrolments />
      <StudentPractice />
      <MyRecordings />
    </>
  );
}

/** A held lesson's teacher's note and its shared scores (asked for only where the lesson has some). */
const held = (c: MyClass) => (
  <>
    <StudentLessonNote classId={c.id} />
    {c.score_count > 0 ? <ClassScores classId={c.id} label={c.batch_name} /> : null}
  </>
);
