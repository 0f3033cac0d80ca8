import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';

type FieldProps = { registration: UseFormRegisterReturn; error?: string };

type Props = {
  field(name: 'batchName' | 'teacherId' | 'studentId'): FieldProps;
  teachers: AdminUser[];
  students: AdminUser[];
};

/** The fields a class and a weekly series both start with: the batch's name, its teacher and its student. */
export function LessonPeopleFields({ field, teachers, students }: Props) {
  return (
    <>
      <div className="sm:col-span-2">
        <InputField label="Batch name" {...field('batchName')} autoComplete="off" />
      </div>
      <SelectField label="Teacher" {...field('teacherId')}>
        <option value="">Choose a teacher</option>
        {personOptions(teachers)}
      </SelectField>
      <SelectField label="Student" {...field('studentId')}>
        <option value="">Choose a student</option>
        {personOptions(students)}
      </SelectField>
    </>
  );
}

/** A lesson's length: 15 to 240 minutes, as the schema allows, in steps of five. */
export function DurationField(props: FieldProps) {
  return (
    <InputField
      label="Duration (minutes)"
      {...props}
      type="number"
      inputMode="numeric"
      min={15}
      max={240}
      step={5}
    />
  );
}

const personOptions = (list: AdminUser[]) =>
  list.map((p) => (
    <option key={p.id} value={p.id}>
      {p.firstName} {p.lastName} ({p.email})
    </option>
  ));
