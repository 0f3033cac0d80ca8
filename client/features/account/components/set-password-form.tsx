import { Link } from 'react-router';
import { LINK_DEAD, PASSWORD_SET } from '../../../../common/schemas/account.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { notifyUserChanged } from '../../../lib/current-user.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSetPassword } from '../api/set-password.ts';
import { useNewPasswordForm } from '../hooks/use-new-password-form.ts';
import { DeadLink } from './dead-link.tsx';
import { focusOnMount } from './focus-on-mount.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { Notice } from './notice.tsx';
import { StatusRegion } from './status-region.tsx';

type Props = {
  purpose: 'password-reset' | 'invitation';
  token: string;
  /** The link's account: the password may not be it, and password managers file the new one under it. */
  email: string;
  submitLabel: string;
};

/** A mailed link's form: the new password twice, then where to sign in with it. */
export function SetPasswordForm({ purpose, token, email, submitLabel }: Props) {
  const save = useSetPassword(purpose);
  const form = useNewPasswordForm(email, { current: false });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    await save
      .mutateAsync({ token, password })
      // Every session of the account has ended: this tab's sign-in state is read again.
      .then(notifyUserChanged)
      .catch(() => undefined);
  });
  const done = save.isSuccess;
  const failure = save.isError ? errorText(save.error) : null;
  if (failure === LINK_DEAD) return <DeadLink />;

  return (
    <>
      <StatusRegion>{done ? <Notice kind="success">{PASSWORD_SET}</Notice> : null}</StatusRegion>
      {done ? (
        <Link to="/login" className="btn-primary w-full" ref={focusOnMount}>
          Sign in
        </Link>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <FormField label="Email">
            {(ids) => (
              <input
                {...ids}
                name="username"
                type="email"
                value={email}
                readOnly
                autoComplete="username"
                className={`${inputClass} read-only:bg-slate-100 read-only:text-slate-600`}
              />
            )}
          </FormField>
          <NewPasswordFields
            password={{ registration: form.register('password'), error: errors.password?.message }}
            confirm={{ registration: form.register('confirm'), error: errors.confirm?.message }}
          />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : submitLabel}
          </button>
        </form>
      )}
    </>
  );
}
