import { useState } from 'react';
import type { ApplicationDetail } from '../../../../common/schemas/admin-submissions.ts';
import { usePeople } from '../../../components/admin/use-people.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { AcceptForm } from './accept-form.tsx';

type Props = {
  application: ApplicationDetail;
  /** After the server accepted (its message shown): refresh what shows the application. */
  onAccepted(): void;
};

/**
 * Accept, and its dialog: the student's account (or the existing one with the e-mail), an
 * enrolment per course with its teacher, start, price and weekly lessons, the invoice and the
 * welcome mail, in one step. Closing it forgets what was typed.
 */
export function AcceptApplication({ application, onAccepted }: Props) {
  const [open, setOpen] = useState(false);
  const teachers = usePeople('teacher', open);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        Accept
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Accept ${application.fullName}`}
        description="Makes the student's account (or links the one with this e-mail), an enrolment per course with its lessons, and the invoice; the applicant is mailed the welcome."
      >
        {teachers.data ? (
          <AcceptForm
            application={application}
            teachers={teachers.data}
            onCancel={() => setOpen(false)}
            onAccepted={() => {
              setOpen(false);
              onAccepted();
            }}
          />
        ) : teachers.isError ? (
          <p role="alert" className="text-red-700">
            {errorText(teachers.error, 'Failed to load the teachers')}
          </p>
        ) : (
          <p>Loading teachers...</p>
        )}
      </Modal>
    </>
  );
}
