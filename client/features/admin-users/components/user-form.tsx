import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminUser,
  type CreateUserInput,
  createUserSchema,
  updateUserSchema,
} from '../../../../common/schemas/admin-users.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveUser } from '../api/admin-users-api.ts';

type Props = { user: AdminUser | null; onDone(): void };

/** Adds a teacher or student (with a first password), or edits one (`user`); mounted with its dialog. */
export function UserForm({ user, onDone }: Props) {
  const save = useSaveUser();
  const editing = Boolean(user);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserInput>({
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

  const submit = handleSubmit(async (values) => {
    try {
      const { password, ...fields } = values;
      await save.mutateAsync({ id: user?.id, input: editing ? fields : values });
      toast.success(editing ? 'User updated' : 'User created');
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {errorText(save.error)}
        </p>
      ) : null}
      <FormField label="First name" error={errors.firstName?.message}>
        {(ids) => <input {...ids} {...register('firstName')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message}>
        {(ids) => <input {...ids} {...register('lastName')} autoComplete="off" className={inputClass} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Email" error={errors.email?.message}>
          {(ids) => (
            <input {...ids} {...register('email')} type="email" autoComplete="off" className={inputClass} />
          )}
        </FormField>
      </div>
      <FormField label="Role" error={errors.role?.message}>
        {(ids) => (
          <select {...ids} {...register('role')} className={inputClass}>
            <option value="student">Student</option>
            <option value="teacher">Teacher</option>
          </select>
        )}
      </FormField>
      {editing ? null : (
        <FormField label="Password" hint="At least 8 characters" error={errors.password?.message}>
          {(ids) => (
            <input
              {...ids}
              {...register('password')}
              type="password"
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </FormField>
      )}
      <div className="flex justify-end gap-3 sm:col-span-2">
        <button type="button" className="btn-outline text-plum-800" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
