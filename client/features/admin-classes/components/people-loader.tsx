import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePeople } from '../api/admin-classes-api.ts';

type Props = {
  /** Fetched while the dialog is open. */
  open: boolean;
  children(teachers: AdminUser[], students: AdminUser[]): ReactNode;
};

/** A scheduling form once the teachers and students to choose from are loaded (so its selects start on its own people). */
export function PeopleLoader({ open, children }: Props) {
  const teachers = usePeople('teacher', open);
  const students = usePeople('student', open);
  const failed = teachers.error ?? students.error;
  return teachers.data && students.data ? (
    children(teachers.data, students.data)
  ) : failed ? (
    <p role="alert" className="text-red-700">
      {errorText(failed, 'Failed to load teachers and students')}
    </p>
  ) : (
    <p>Loading teachers and students...</p>
  );
}

/** The options of a teacher or student select. */
export const personOptions = (list: AdminUser[]) =>
  list.map((p) => (
    <option key={p.id} value={p.id}>
      {p.firstName} {p.lastName} ({p.email})
    </option>
  ));
