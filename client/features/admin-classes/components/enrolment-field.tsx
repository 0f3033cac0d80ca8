import type { UseFormRegisterReturn } from 'react-hook-form';
import { sessionsLeftText } from '../../../../common/fees/enrolment-text.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useStudentEnrolments } from '../api/student-enrolments-api.ts';

type Props = {
  /** The chosen student's id as the form holds it ('' before one is chosen). */
  studentId: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
};

/** The enrolment the lessons count against: one of the chosen student's active enrolments, or none. */
export function EnrolmentField({ studentId, registration, error, hint }: Props) {
  const id = /^\d+$/.test(studentId) ? Number(studentId) : null;
  const enrolments = useStudentEnrolments(id);
  const list = enrolments.data ?? [];
  const empty =
    id === null
      ? 'Choose a student first'
      : enrolments.isPending
        ? 'Loading enrolments...'
        : enrolments.isError
          ? 'Enrolments could not be loaded'
          : list.length === 0
            ? 'No active enrolment'
            : 'None';
  return (
    <SelectField label="Enrolment (optional)" hint={hint} registration={registration} error={error}>
      <option value="">{empty}</option>
      {list.map((e) => (
        <option key={e.id} value={e.id}>
          {`${e.name}: ${sessionsLeftText(e.left, e.sessions)}${e.booked > 0 ? `, ${e.booked} booked` : ''}`}
        </option>
      ))}
    </SelectField>
  );
}
