import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../../common/schemas/account.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { Notice } from './notice.tsx';
import { StatusRegion } from './status-region.tsx';

/**
 * Asks for a link to choose a new password. The server's answer is the same whether or not an
 * account has the address, and is shown as it comes; a refusal (too many requests) as an alert.
 */
export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const back = useRef<HTMLAnchorElement>(null);
  const submit = form.handleSubmit(({ email }) =>
    send
      .mutateAsync(email)
      // The form is gone: the keyboard goes on from the way back.
      .then(() => back.current?.focus())
      .catch(() => undefined),
  );
  const sent = send.data?.message;
  return (
    <>
      <StatusRegion>{sent ? <Notice kind="success">{sent}</Notice> : null}</StatusRegion>
      {send.isError ? <Notice kind="error">{errorText(send.error)}</Notice> : null}
      {sent ? null : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <InputField label="Email" type="email" autoComplete="email" {...fieldProps(form)('email')} />
          <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending...' : 'Send me a link'}
          </button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link ref={back} to="/login" className="font-semibold text-plum-700 underline hover:text-plum-900">
          Back to sign in
        </Link>
      </p>
    </>
  );
}
