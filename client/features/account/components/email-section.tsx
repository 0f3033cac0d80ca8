import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, EMAIL_CHANGE_SENT, type Profile } from '../../../../common/schemas/account.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { AccountSection } from './account-section.tsx';
import { Notice } from './notice.tsx';
import { StatusRegion } from './status-region.tsx';

type Values = { email: string; currentPassword: string };

/** The address: it changes once the link mailed to the new one is opened. */
export function EmailSection({ profile }: { profile: Profile }) {
  const change = useChangeEmail();
  const form = useForm<Values>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch {
      return; // Shown above the fields from the mutation's error.
    }
    form.reset();
  });
  return (
    <AccountSection title="Email" description="You sign in with it, and the school's mail goes to it.">
      <p className="text-slate-800">
        Your email: <strong className="break-all">{profile.email}</strong>
      </p>
      {profile.pendingEmail ? (
        <Notice kind="info">
          Waiting for confirmation: <strong className="break-all">{profile.pendingEmail}</strong>. Open the
          link we sent there to make it your email.
        </Notice>
      ) : null}
      <StatusRegion>
        {change.isSuccess && !form.formState.isDirty ? (
          <Notice kind="success">{EMAIL_CHANGE_SENT}</Notice>
        ) : null}
      </StatusRegion>
      <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
        {change.isError ? (
          <div className="sm:col-span-2">
            <Notice kind="error">{errorText(change.error)}</Notice>
          </div>
        ) : null}
        <InputField label="New email" type="email" autoComplete="email" {...field('email')} />
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? 'Sending...' : 'Change email'}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
