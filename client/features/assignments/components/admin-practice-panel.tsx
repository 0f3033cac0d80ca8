import { useMemo, useState } from 'react';
import { usePeople } from '../../../components/admin/use-people.ts';
import { errorText } from '../../../lib/error-text.ts';
import { PracticeOfStudent } from './practice-of-student.tsx';
import { StudentPicker } from './student-picker.tsx';

const note = 'rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600';

/**
 * The school's view of a student's practice: chosen by name, their assignments (with who set
 * them), their takes to hear on the teacher's player, and their practice week by week.
 */
export function AdminPracticePanel() {
  const people = usePeople('student', true);
  const students = useMemo(
    () =>
      (people.data ?? []).map((p) => ({
        id: p.id,
        name: `${p.firstName} ${p.lastName}`.trim(),
        lessons: [],
      })),
    [people.data],
  );
  const [chosen, setChosen] = useState<number | undefined>();
  const student = students.find((s) => s.id === chosen);
  return (
    <section aria-labelledby="admin-practice-heading">
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <h2 id="admin-practice-heading" className="mr-auto font-serif text-2xl font-semibold text-plum-900">
          Practice
        </h2>
        {students.length > 0 ? (
          <StudentPicker
            students={students}
            value={student?.id}
            onChange={setChosen}
            placeholder="Choose a student"
          />
        ) : null}
      </div>
      {people.isPending ? (
        <p className="text-slate-600">Loading the students...</p>
      ) : people.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(people.error, 'The students could not be loaded')}
        </p>
      ) : students.length === 0 ? (
        <p className={note}>No students yet. A student's practice shows here once they have an account.</p>
      ) : !student ? (
        <p className={note}>Choose a student to see their assignments, takes and practice.</p>
      ) : (
        <PracticeOfStudent key={student.id} student={student} readOnly />
      )}
    </section>
  );
}
