import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminUser,
  type CreateUserInput,
  createUserSchema,
  updateUserSchema,
} from '../../../../common/schemas/admin-users.ts';
import { AdminForm } from '../../../components/admin/admin-form.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { NewPasswordField } from '../../../components/admin/new-password-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useSaveUser } from '../api/admin-users-api.ts';

type Props = { user: AdminUser | null; onDone(): void };

/** Adds a teacher or student (with a first password), or edits one (`user`); mounted with its dialog. */
export function UserForm({ user, onDone }: Props) {
  const save = useSaveUser();
  const editing = Boolean(user);
  const form = useForm<CreateUserInput>({
    // Editing has no password field: the edit schema ignores it.
    resolver: zodResolver(editing ? updateUserSchema : createUserSchema) as never,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      role: user?.role === 'teacher' ? 'teacher' : 'student',
      password: '',
    },
  });
  const field = fieldProps(form);

  return (
    <AdminForm
      form={form}
      save={save}
      onSave={({ password, ...fields }) =>
        save.mutateAsync({ id: user?.id, input: editing ? fields : { ...fields, password } })
      }
      saved={editing ? 'User updated' : 'User created'}
      onDone={onDone}
      twoColumns
    >
      <InputField label="First name" {...field('firstName')} autoComplete="off" />
      <InputField label="Last name" {...field('lastName')} autoComplete="off" />
      <div className="sm:col-span-2">
        <InputField label="Email" {...field('email')} type="email" autoComplete="off" />
      </div>
      <SelectField label="Role" {...field('role')}>
        <option value="student">Student</option>
        <option value="teacher">Teacher</option>
      </SelectField>
      {editing ? null : (
        <NewPasswordField label="Password" hint="At least 8 characters" {...field('password')} />
      )}
    </AdminForm>
  );
}
