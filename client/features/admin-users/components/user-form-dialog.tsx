import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  type AdminUser,
  type CreateUserInput,
  createUserSchema,
  updateUserSchema,
} from '../../../../common/schemas/admin-users.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveUser } from '../api/admin-users-api.ts';

type Props = { user: AdminUser | null; open: boolean; onOpenChange(open: boolean): void };

/** Adds a teacher or student (with a first password), or edits one (`user`). */
export function UserFormDialog({ user, open, onOpenChange }: Props) {
  const save = useSaveUser();
  const editing = Boolean(user);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserInput>({
    // Editing has no password field: the edit schema ignores it.
    resolver: zodResolver(editing ? updateUserSchema : createUserSchema) as never,
    values: {
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
      reset();
      onOpenChange(false);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) save.reset();
        onOpenChange(next);
      }}
      title={editing ? 'Edit user' : 'Add user'}
    >
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
          <button type="button" className="btn-outline text-plum-800" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
