import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { usePeople } from '../api/admin-classes-api.ts';
import { ClassForm } from './class-form.tsx';

type Props = { cls: AdminClass | null; open: boolean; onOpenChange(open: boolean): void; today: string };

/** The dialog of the class form; the form waits for the teachers and students to choose from. */
export function ClassFormDialog({ cls, open, onOpenChange, today }: Props) {
  const teachers = usePeople('teacher', open);
  const students = usePeople('student', open);
  const failed = teachers.error ?? students.error;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={cls ? 'Edit class' : 'Schedule a class'}>
      {teachers.data && students.data ? (
        <ClassForm
          cls={cls}
          teachers={teachers.data}
          students={students.data}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      ) : failed ? (
        <p role="alert" className="text-red-700">
          {errorText(failed, 'Failed to load teachers and students')}
        </p>
      ) : (
        <p>Loading teachers and students...</p>
      )}
    </Modal>
  );
}
