import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminUser,
  type ResetPasswordInput,
  resetPasswordSchema,
} from '../../../../common/schemas/admin-users.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { NewPasswordField } from '../../../components/admin/new-password-field.tsx';
import { useResetPassword } from '../api/admin-users-api.ts';

type Props = { user: AdminUser | null; onClose(): void };

/** Sets a new password for a teacher or student; their open sessions end. */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  return (
    <FormDialog
      title="Reset password"
      description={
        user
          ? `A new password for ${user.firstName} ${user.lastName} (${user.email}). They will be signed out everywhere.`
          : undefined
      }
      open={Boolean(user)}
      onOpenChange={(open) => !open && onClose()}
      onClose={() => form.reset()}
      form={form}
      save={resetPassword}
      // Open only with a user.
      onSave={(input) => resetPassword.mutateAsync({ id: (user as AdminUser).id, input })}
      saved="Password reset"
      submitLabel="Set password"
    >
      <NewPasswordField label="New password" hint="At least 8 characters" {...fieldProps(form)('password')} />
    </FormDialog>
  );
}
