import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { PersonOptions } from '../../../components/admin/person-options.tsx';
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
        <PersonOptions people={teachers} />
      </SelectField>
      <SelectField label="Student" {...field('studentId')}>
        <option value="">Choose a student</option>
        <PersonOptions people={students} />
      </SelectField>
    </>
  );
}
