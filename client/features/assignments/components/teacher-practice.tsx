import { useMemo, useState } from 'react';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { errorText } from '../../../lib/error-text.ts';
import { PracticeOfStudent } from './practice-of-student.tsx';
import { StudentPicker } from './student-picker.tsx';
import { teacherStudents } from './teacher-students.ts';

type Props = {
  /** The teacher's lessons (the dashboard's lists): their students are the people in them. */
  lessons: MyClass[] | undefined;
  error?: unknown;
};

/** A teacher's practice between lessons, one student at a time: set assignments, see the log, answer takes. */
export function TeacherPractice({ lessons, error }: Props) {
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
          <StudentPicker students={students} value={student?.id} onChange={(id) => setChosen(id ?? null)} />
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
        <PracticeOfStudent key={student.id} student={student} />
      )}
    </section>
  );
}
