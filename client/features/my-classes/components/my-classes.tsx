import type { ReactNode } from 'react';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMyClasses } from '../api/my-classes-api.ts';
import { ClassRow } from './class-row.tsx';
import { ClassSection } from './class-section.tsx';

type Props = {
  /** What a class of today offers (Join for a student, Start for a teacher). */
  todayAction(cls: MyClass): ReactNode;
  /** Teachers see who they teach; students see who teaches them. */
  withLabel: string;
  pastTitle: string;
  /** Students see whether they attended each past class. */
  showAttendance?: boolean;
  /** What the viewer may do with any one lesson (reschedule, cancel, ...), shown in its row. */
  renderActions?: (cls: MyClass) => ReactNode;
  /** What stays with a lesson once begun (its scores, its note), shown under its row: past ones, and today's started or completed. */
  renderPast?: (cls: MyClass) => ReactNode;
  /** A guardian's child: their classes instead of the signed-in person's. */
  studentId?: number;
};

/** The signed-in user's classes (or a guardian's child's): today, upcoming and past (with attendance). */
export function MyClasses({
  todayAction,
  withLabel,
  pastTitle,
  showAttendance = false,
  renderActions,
  renderPast,
  studentId,
}: Props) {
  const classes = useMyClasses(studentId);
  if (classes.isPending) return <p>Loading the classes...</p>;
  if (classes.isError) {
    return (
      <p role="alert" className="text-red-700">
        {errorText(classes.error, 'Failed to load the classes')}
      </p>
    );
  }
  const { Today, Upcoming, Past } = classes.data;
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ClassSection title="Today's classes" empty="No classes scheduled for today" className="lg:col-span-2">
        {Today.map((c) => (
          <ClassRow
            key={c.id}
            cls={c}
            withLabel={withLabel}
            actions={renderActions?.(c)}
            below={c.status === 'in_progress' || c.status === 'completed' ? renderPast?.(c) : null}
          >
            {c.status === 'scheduled' || c.status === 'in_progress' ? todayAction(c) : null}
          </ClassRow>
        ))}
      </ClassSection>
      <ClassSection title="Upcoming classes" empty="No upcoming classes">
        {Upcoming.map((c) => (
          <ClassRow key={c.id} cls={c} withLabel={withLabel} actions={renderActions?.(c)} />
        ))}
      </ClassSection>
      <ClassSection title={pastTitle} empty="No past classes yet">
        {Past.map((c) => (
          <ClassRow
            key={c.id}
            cls={c}
            withLabel={withLabel}
            actions={renderActions?.(c)}
            below={renderPast?.(c)}
          >
            {showAttendance ? (
              <span className={`text-sm font-semibold ${c.attended ? 'text-green-800' : 'text-slate-500'}`}>
                {c.attended ? 'Attended' : 'Not attended'}
              </span>
            ) : null}
          </ClassRow>
        ))}
      </ClassSection>
    </div>
  );
}
