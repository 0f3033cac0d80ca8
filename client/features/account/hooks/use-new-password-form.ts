import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordSchema } from '../../../../common/schemas/account.ts';
import { passwordProblem } from '../../../../common/schemas/password-rules.ts';

export const PASSWORDS_DIFFER = 'Passwords do not match';

export type NewPasswordValues = { currentPassword: string; password: string; confirm: string };

/**
 * A form that chooses a new password, typed twice, for the account of `email`; with `current`,
 * the current password too. The browser checks the rules it can (length, not the e-mail address)
 * and that both match; the server adds the common-password rule and names it when it fails.
 */
export function useNewPasswordForm(email: string, { current }: { current: boolean }) {
  const resolver = useMemo(
    () =>
      zodResolver(
        z
          .object({
            currentPassword: current ? changePasswordSchema.shape.currentPassword : z.string(),
            password: z.string(),
            confirm: z.string(),
          })
          .superRefine(({ password, confirm }, ctx) => {
            const problem = passwordProblem(password, email);
            if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
            if (confirm !== password)
              ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
          }),
      ),
    [email, current],
  );
  return useForm<NewPasswordValues>({
    resolver,
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  });
}
