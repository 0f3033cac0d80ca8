import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminUser,
  type ResetPasswordInput,
  resetPasswordSchema,
} from '../../../../common/schemas/admin-users.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/admin-users-api.ts';

type Props = { user: AdminUser | null; onClose(): void };

/** Sets a new password for a teacher or student; their open sessions end. */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    reset();
    resetPassword.reset();
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    if (!user) return;
    try {
      await resetPassword.mutateAsync({ id: user.id, input });
      toast.success('Password reset');
      close();
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <Modal
      open={Boolean(user)}
      onOpenChange={(open) => !open && close()}
      title="Reset password"
      description={
        user
          ? `A new password for ${user.firstName} ${user.lastName} (${user.email}). They will be signed out everywhere.`
          : undefined
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {resetPassword.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorText(resetPassword.error)}
          </p>
        ) : null}
        <FormField label="New password" hint="At least 8 characters" error={errors.password?.message}>
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
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline text-plum-800" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Set password'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
