import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminClass,
  createClassSchema,
  updateClassSchema,
} from '../../../../common/schemas/admin-classes.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { AdminForm } from '../../../components/admin/admin-form.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { NewPasswordField } from '../../../components/admin/new-password-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useSaveClass } from '../api/admin-classes-api.ts';

type Values = {
  batchName: string;
  teacherId: string;
  studentId: string;
  classDate: string;
  classTime: string;
  durationMinutes: string;
  passwordAction: 'keep' | 'set' | 'remove';
  joinPassword: string;
};

type Props = {
  cls: AdminClass | null;
  teachers: AdminUser[];
  students: AdminUser[];
  today: string;
  onDone(): void;
};

const people = (list: AdminUser[]) =>
  list.map((p) => (
    <option key={p.id} value={p.id}>
      {p.firstName} {p.lastName} ({p.email})
    </option>
  ));

/**
 * Schedules a one-to-one class, or edits one (`cls`); a join password is optional.
 * Mounted with its dialog and only once the people to choose from are loaded, so the
 * selects start on the class's own teacher and student.
 */
export function ClassForm({ cls, teachers, students, today, onDone }: Props) {
  const save = useSaveClass();
  const editing = Boolean(cls);
  const form = useForm<Values>({
    resolver: zodResolver(editing ? updateClassSchema : createClassSchema) as never,
    defaultValues: {
      batchName: cls?.batchName ?? '',
      teacherId: cls ? String(cls.teacher.id) : '',
      studentId: cls ? String(cls.student.id) : '',
      classDate: cls?.classDate ?? today,
      classTime: cls?.classTime ?? '',
      durationMinutes: String(cls?.durationMinutes ?? 60),
      passwordAction: cls ? 'keep' : 'set',
      joinPassword: '',
    },
  });
  const field = fieldProps(form);
  const passwordAction = form.watch('passwordAction');

  return (
    <AdminForm
      form={form}
      save={save}
      onSave={(values) => {
        // A new class has no password to keep or remove.
        const { passwordAction: action, ...fields } = values;
        return save.mutateAsync({ id: cls?.id, input: editing ? values : fields });
      }}
      saved={editing ? 'Class updated' : 'Class scheduled'}
      onDone={onDone}
      submitLabel={editing ? 'Save' : 'Schedule class'}
      twoColumns
    >
      <div className="sm:col-span-2">
        <InputField label="Batch name" {...field('batchName')} autoComplete="off" />
      </div>
      <SelectField label="Teacher" {...field('teacherId')}>
        <option value="">Choose a teacher</option>
        {people(teachers)}
      </SelectField>
      <SelectField label="Student" {...field('studentId')}>
        <option value="">Choose a student</option>
        {people(students)}
      </SelectField>
      <InputField label="Date" {...field('classDate')} type="date" />
      <InputField label="Time" hint="School time" {...field('classTime')} type="time" />
      <InputField
        label="Duration (minutes)"
        {...field('durationMinutes')}
        type="number"
        inputMode="numeric"
        min={15}
        max={240}
        step={5}
      />
      {editing ? (
        <SelectField
          label="Join password"
          hint={cls?.hasPassword ? 'This class has a join password' : 'This class has no join password'}
          registration={form.register('passwordAction')}
        >
          <option value="keep">Keep as it is</option>
          <option value="set">Set a new password</option>
          {cls?.hasPassword ? <option value="remove">Remove the password</option> : null}
        </SelectField>
      ) : null}
      {passwordAction === 'set' ? (
        <NewPasswordField
          label={editing ? 'New join password' : 'Join password (optional)'}
          hint="Students enter it to join; stored hashed"
          {...field('joinPassword')}
        />
      ) : null}
    </AdminForm>
  );
}
