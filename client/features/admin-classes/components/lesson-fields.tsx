import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import type { FieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { PersonSelectField } from '../../../components/admin/person-select-field.tsx';

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
      <PersonSelectField of="teacher" people={teachers} {...field('teacherId')} />
      <PersonSelectField of="student" people={students} {...field('studentId')} />
    </>
  );
}
