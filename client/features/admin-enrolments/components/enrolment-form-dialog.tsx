import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useEnrolmentPeople } from '../api/admin-enrolments-api.ts';
import { EnrolmentForm } from './enrolment-form.tsx';

type Props = { open: boolean; onOpenChange(open: boolean): void; today: string };

/** 'Enrol a student': the form, mounted once the people to choose from are loaded. */
export function EnrolmentFormDialog({ open, onOpenChange, today }: Props) {
  const teachers = useEnrolmentPeople('teacher', open);
  const students = useEnrolmentPeople('student', open);
  const failed = teachers.error ?? students.error;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Enrol a student">
      {teachers.data && students.data ? (
        <EnrolmentForm
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
