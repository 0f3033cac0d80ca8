import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type LoginInput, loginSchema, type SessionUser } from '../../../../common/schemas/auth.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyUserChanged } from '../../../lib/current-user.ts';
import { login } from '../api/auth-api.ts';

const NETWORK_ERROR = 'Could not reach the server. Please try again.';

/**
 * E-mail and password sign-in; a wrong pair gets the server's one generic message. The browser's
 * time zone goes along: the server keeps it for a person who has none yet.
 */
export function LoginForm({ onSignedIn }: { onSignedIn(user: SessionUser): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await login({ ...values, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
      notifyUserChanged();
      onSignedIn(user);
    } catch (err) {
      setFailure(err instanceof ApiError && err.serverMessage ? err.serverMessage : NETWORK_ERROR);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <FormField label="Email or username" error={errors.email?.message}>
        {(ids) => (
          <input
            {...ids}
            {...register('email')}
            type="text"
            inputMode="email"
            autoCapitalize="none"
            autoComplete="username"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(ids) => (
          <input
            {...ids}
            {...register('password')}
            type="password"
            autoComplete="current-password"
            className={inputClass}
          />
        )}
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-2 self-end text-sm font-semibold text-plum-700 underline hover:text-plum-900"
      >
        Forgot your password?
      </Link>
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
