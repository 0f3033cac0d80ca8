import type { MyClass } from '../../../common/schemas/classes.ts';
import { TeacherPractice } from '../../features/assignments/components/teacher-practice.tsx';
import { RecordingAvailability } from '../../features/consents/components/recording-availability.tsx';
import { LessonActions } from '../../features/lesson-changes/components/lesson-actions.tsx';
import { NotesOwed } from '../../features/lesson-notes/components/notes-owed.tsx';
import { TeacherLessonNote } from '../../features/lesson-notes/components/teacher-lesson-note.tsx';
import { useMyClasses, useRefreshMyClasses } from '../../features/my-classes/api/my-classes-api.ts';
import { MyClasses } from '../../features/my-classes/components/my-classes.tsx';
import { TaughtEnrolments } from '../../features/my-enrolments/components/taught-enrolments.tsx';
import { ClassScores } from '../../features/recordings/components/class-scores.tsx';
import { MyRecordings } from '../../features/recordings/components/my-recordings.tsx';
import { StartClassNowButton } from '../../features/start-class/components/start-class-now-button.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useNoteAssignment } from '../use-note-assignment.ts';

/**
 * A teacher's classes: the notes owed first, then today's with Start, upcoming and completed ones
 * (each held one with its note); each still to come can be moved or cancelled; each student's
 * practice and sessions left.
 */
export function TeacherDashboard() {
  const user = useCurrentUser();
  const refresh = useRefreshMyClasses();
  // The same query as the lists above: the students to set practice for are the people in them.
  const classes = useMyClasses();
  const assignmentFor = useNoteAssignment();
  if (!user) return null;
  const held = (c: MyClass) => (
    <>
      {pastScores(c)}
      {c.status === 'cancelled' ? null : (
        <TeacherLessonNote
          classId={c.id}
          lessonName={c.batch_name}
          setAssignment={assignmentFor(c.with_id, c.id)}
        />
      )}
    </>
  );
  return (
    <>
      <NotesOwed assignmentFor={(l) => assignmentFor(l.student_id, l.class_id)} />
      <MyClasses
        withLabel="student"
        pastTitle="Completed classes"
        todayAction={(c) => <StartClassNowButton teacherId={user.id} classId={c.id} name={c.batch_name} />}
        renderActions={(c) => (
          <>
            <LessonActions lesson={c} viewer="teacher" onChanged={refresh} />
            {c.status === 'scheduled' || c.status === 'in_progress' ? (
              <RecordingAvailability studentId={c.with_id} />
            ) : null}
          </>
        )}
        renderPast={held}
      />
      <TeacherPractice
        lessons={classes.data && [...classes.data.Today, ...classes.data.Upcoming, ...classes.data.Past]}
        error={classes.error}
      />
      <TaughtEnrolments />
      <MyRecordings />
    </>
  );
}

/** A past lesson's shared scores, asked for only where the lesson has some. */
const pastScores = (c: MyClass) =>
  c.score_count > 0 ? <ClassScores classId={c.id} label={c.batch_name} /> : null;
