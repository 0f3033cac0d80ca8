import { useId, useState } from 'react';
import type { Child } from '../../../common/schemas/families.ts';
import { inputClass, labelClass } from '../../components/ui/form-styles.ts';
import { StudentPractice } from '../../features/assignments/components/student-practice.tsx';
import { useMyChildren } from '../../features/families/api/my-children.ts';
import { ChildGuardians } from '../../features/families/components/child-guardians.tsx';
import { ChildSignIn } from '../../features/families/components/child-sign-in.tsx';
import { LessonActions } from '../../features/lesson-changes/components/lesson-actions.tsx';
import { StudentLessonNote } from '../../features/lesson-notes/components/student-lesson-note.tsx';
import { useRefreshMyClasses } from '../../features/my-classes/api/my-classes-api.ts';
import { MyClasses } from '../../features/my-classes/components/my-classes.tsx';
import { MyEnrolments } from '../../features/my-enrolments/components/my-enrolments.tsx';
import { errorText } from '../../lib/error-text.ts';

/**
 * A parent's or guardian's dashboard, one child at a time: the child's lessons on the guardian's
 * own clock (Reschedule and Cancel lesson by the student's rules, never Join), enrolments and
 * invoices, practice (read only), and the child's guardians.
 */
export function GuardianDashboard() {
  const id = useId();
  const children = useMyChildren();
  const [chosen, setChosen] = useState<number | null>(null);
  if (children.isPending) return <p>Loading your children...</p>;
  if (children.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorText(children.error, 'Your children could not be loaded')}
      </p>
    );
  const list = children.data.Children;
  const child = list.find((c) => c.id === chosen) ?? list[0];
  if (!child)
    return (
      <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
        No children are linked to your account yet. The school's office links them; please contact them.
      </p>
    );
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <h2 className="mr-auto font-serif text-3xl font-semibold text-plum-900">
          {child.firstName} {child.lastName}
        </h2>
        {list.length > 1 ? (
          <div className="w-full sm:w-72">
            <label htmlFor={`${id}-child`} className={labelClass}>
              Child
            </label>
            <select
              id={`${id}-child`}
              className={inputClass}
              value={child.id}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.firstName} {c.lastName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <ChildView key={child.id} child={child} />
    </>
  );
}

function ChildView({ child }: { child: Child }) {
  const refresh = useRefreshMyClasses();
  return (
    <>
      <MyClasses
        studentId={child.id}
        withLabel="with"
        pastTitle="Past classes"
        showAttendance
        renderActions={(c) => <LessonActions lesson={c} viewer="student" onChanged={refresh} />}
        renderPast={(c) => <StudentLessonNote classId={c.id} studentId={child.id} />}
        todayAction={() => null}
      />
      <MyEnrolments child={child} />
      <StudentPractice child={child} />
      <ChildGuardians child={child} />
      {child.signInByGuardian ? <ChildSignIn child={child} /> : null}
    </>
  );
}
