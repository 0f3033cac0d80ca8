import type { Profile } from '../../../../common/schemas/account.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useNewPasswordForm } from '../hooks/use-new-password-form.ts';
import { AccountSection } from './account-section.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { Notice } from './notice.tsx';
import { StatusRegion } from './status-region.tsx';

/**
 * A new password, given the current one; every other device is signed out and the calendar feed
 * link stops (the answer says so when there was one).
 */
export function PasswordSection({ profile }: { profile: Profile }) {
  const change = useChangePassword();
  // A child without an e-mail of their own signs in with the username their guardian chose.
  const signInName = profile.email ?? profile.username ?? '';
  const form = useNewPasswordForm(signInName, { current: true });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: password });
    } catch {
      return; // Shown above the fields from the mutation's error.
    }
    form.reset();
  });
  return (
    <AccountSection
      title="Password"
      description={
        // Admins have no calendar feed.
        profile.role === 'admin'
          ? 'Changing it signs you out on every other device.'
          : 'Changing it signs you out on every other device and stops your calendar feed link.'
      }
    >
      <StatusRegion>
        {change.isSuccess && !form.formState.isDirty ? (
          <Notice kind="success">{change.data.message}</Notice>
        ) : null}
      </StatusRegion>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {change.isError ? <Notice kind="error">{errorText(change.error)}</Notice> : null}
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" value={signInName} autoComplete="username" readOnly hidden />
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <NewPasswordFields password={field('password')} confirm={field('confirm')} />
        <div>
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
