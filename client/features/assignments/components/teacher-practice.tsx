import { useId, useMemo, useState } from 'react';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAssignments } from '../api/assignments.ts';
import { AssignmentForm } from './assignment-form.tsx';
import { PracticeWeekView } from './practice-week-view.tsx';
import { TeacherAssignment } from './teacher-assignment.tsx';
import { type PracticeStudent, teacherStudents } from './teacher-students.ts';

type Props = {
  /** The teacher's lessons (the dashboard's lists): their students are the people in them. */
  lessons: MyClass[] | undefined;
  error?: unknown;
};

/** A teacher's practice between lessons, one student at a time: set assignments, see the log, answer takes. */
export function TeacherPractice({ lessons, error }: Props) {
  const id = useId();
  const students = useMemo(() => (lessons ? teacherStudents(lessons) : []), [lessons]);
  const [chosen, setChosen] = useState<number | null>(null);
  const student = students.find((s) => s.id === chosen) ?? students[0];
  return (
    <section aria-labelledby="practice-heading" className="mt-10">
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <h2 id="practice-heading" className="mr-auto font-serif text-2xl font-semibold text-plum-900">
          Practice
        </h2>
        {students.length > 1 ? (
          <div className="w-full sm:w-72">
            <label htmlFor={`${id}-student`} className={labelClass}>
              Student
            </label>
            <select
              id={`${id}-student`}
              className={inputClass}
              value={student?.id}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {students.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-red-700">
          {errorText(error, 'Your students could not be loaded')}
        </p>
      ) : !lessons ? (
        <p className="text-slate-600">Loading your students...</p>
      ) : !student ? (
        <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
          No students yet. Once you have a lesson with a student, you can set them practice here.
        </p>
      ) : (
        <StudentPracticeForTeacher key={student.id} student={student} />
      )}
    </section>
  );
}

function StudentPracticeForTeacher({ student }: { student: PracticeStudent }) {
  const assignments = useAssignments(student.id);
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="min-w-0">
        <div className="rounded-xl border border-plum-100 bg-plum-50/40 p-4">
          <h3 className="mb-3 font-serif text-xl font-semibold text-plum-900">
            Set an assignment for {student.name}
          </h3>
          <AssignmentForm student={student} />
        </div>
        <h3 className="mt-6 mb-3 font-serif text-xl font-semibold text-plum-900">
          {student.name}'s assignments
        </h3>
        {assignments.isPending ? (
          <p className="text-slate-600">Loading the assignments...</p>
        ) : assignments.isError ? (
          <p role="alert" className="text-red-700">
            {errorText(assignments.error, 'The assignments could not be loaded')}
          </p>
        ) : assignments.data.Assignments.length === 0 ? (
          <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
            No assignments yet for {student.name}.
          </p>
        ) : (
          <ul className="space-y-4">
            {assignments.data.Assignments.map((a) => (
              <TeacherAssignment key={a.id} assignment={a} student={student} />
            ))}
          </ul>
        )}
      </div>
      <PracticeWeekView studentId={student.id} assignments={assignments.data?.Assignments ?? []} />
    </div>
  );
}
