import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminUser,
  type ResetPasswordInput,
  resetPasswordSchema,
} from '../../../../common/schemas/admin-users.ts';
import { passwordProblem } from '../../../../common/schemas/password-rules.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { NewPasswordField } from '../../../components/ui/new-password-field.tsx';
import { useResetPassword } from '../api/admin-users-api.ts';

type Props = { user: AdminUser | null; onClose(): void };

/** Sets a new password for a teacher or student; their open sessions end. */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const resetPassword = useResetPassword();
  const email = user?.email ?? null;
  // The server's rules, those the browser can check: length, and not the person's e-mail address.
  const resolver = useMemo(
    () =>
      zodResolver(
        resetPasswordSchema.superRefine(({ password }, ctx) => {
          const problem = passwordProblem(password, email);
          if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
        }),
      ),
    [email],
  );
  const form = useForm<ResetPasswordInput>({ resolver, defaultValues: { password: '' } });

  return (
    <FormDialog
      title="Reset password"
      description={
        user
          ? `A new password for ${user.firstName} ${user.lastName} (${user.email}). They will be signed out everywhere, and must choose their own at their next sign-in.`
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
      <NewPasswordField label="New password" {...fieldProps(form)('password')} />
    </FormDialog>
  );
}
