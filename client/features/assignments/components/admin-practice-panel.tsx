import { useState } from 'react';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { ListSearch } from '../../../components/admin/list-search.tsx';
import { useFindPeople } from '../../../components/admin/use-people.ts';
import { errorText } from '../../../lib/error-text.ts';
import { PracticeOfStudent } from './practice-of-student.tsx';
import { StudentPicker } from './student-picker.tsx';
import type { PracticeStudent } from './teacher-students.ts';

const note = 'rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600';

const asStudent = (p: AdminUser): PracticeStudent & { detail: string } => ({
  id: p.id,
  name: `${p.firstName} ${p.lastName}`.trim(),
  detail: p.email ?? '',
  // Only for setting an assignment, which the school does not do here.
  lessons: [],
});

/**
 * The school's view of a student's practice: found by name or e-mail and chosen, then their
 * assignments (with who set them), their takes to hear on the teacher's player and their weeks.
 */
export function AdminPracticePanel() {
  const [q, setQ] = useState('');
  const found = useFindPeople('student', q);
  const [student, setStudent] = useState<ReturnType<typeof asStudent>>();
  const list = found.data?.Users.map(asStudent) ?? [];
  // The student shown stays in the list while a search leaves them out.
  const options = student && !list.some((s) => s.id === student.id) ? [student, ...list] : list;
  const everyone = q === '';
  return (
    <AdminSection title="Practice">
      <ListSearch label="Find a student" placeholder="Name or e-mail" filter={{ value: q, set: setQ }} />
      {options.length > 0 ? (
        <div className="mb-6">
          <StudentPicker
            students={options}
            value={student?.id}
            onChange={(chosen) => setStudent(options.find((s) => s.id === chosen))}
            placeholder="Choose a student"
          />
        </div>
      ) : null}
      {found.isPending ? (
        <p className="text-slate-600">Loading the students...</p>
      ) : found.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(found.error, 'The students could not be loaded')}
        </p>
      ) : (
        <>
          {found.data.total > found.data.Users.length ? (
            <p className="mb-4 text-sm text-slate-600" role="status">
              Showing the first {found.data.Users.length} of {found.data.total} students: search to find
              others.
            </p>
          ) : null}
          {list.length === 0 && !student ? (
            <p className={note} role="status">
              {everyone
                ? "No students yet. A student's practice shows here once they have an account."
                : `No student's name or e-mail has “${q}” in it.`}
            </p>
          ) : !student ? (
            <p className={note}>Choose a student to see their assignments, takes and practice.</p>
          ) : (
            <PracticeOfStudent key={student.id} student={student} readOnly />
          )}
        </>
      )}
    </AdminSection>
  );
}
