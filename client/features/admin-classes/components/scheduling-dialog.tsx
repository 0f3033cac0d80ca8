import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { usePeople } from '../../../components/admin/use-people.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';

/** The teachers and students a scheduling form chooses from. */
type People = { teachers: AdminUser[]; students: AdminUser[] };

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The form, given the people it chooses from and `done`, which closes the dialog. */
  children(people: People, done: () => void): ReactNode;
};

/** A scheduling form's dialog; the form is mounted once its people are loaded (so its selects start on its own people). */
export function SchedulingDialog({ open, onOpenChange, title, children }: Props) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <PeopleLoader open={open}>{(people) => children(people, () => onOpenChange(false))}</PeopleLoader>
    </Modal>
  );
}

/** Fetches the people while the dialog is open. */
function PeopleLoader({ open, children }: { open: boolean; children(people: People): ReactNode }) {
  const teachers = usePeople('teacher', open);
  const students = usePeople('student', open);
  const failed = teachers.error ?? students.error;
  return teachers.data && students.data ? (
    children({ teachers: teachers.data, students: students.data })
  ) : failed ? (
    <p role="alert" className="text-red-700">
      {errorText(failed, 'Failed to load teachers and students')}
    </p>
  ) : (
    <p>Loading teachers and students...</p>
  );
}
