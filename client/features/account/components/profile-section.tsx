import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PROFILE_SAVED,
  type Profile,
  type UpdateProfileInput,
  updateProfileSchema,
} from '../../../../common/schemas/account.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { notifyUserChanged } from '../../../lib/current-user.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountSection } from './account-section.tsx';
import { Notice } from './notice.tsx';

/** The zones this browser knows, with the person's own first added when it does not list it. */
function timeZones(own: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(own) ? known : [own, ...known];
}

/** Name and time zone; a person without a time zone is offered this device's. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      timeZone: profile.timeZone ?? device,
    },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ ...saved.profile, timeZone: saved.profile.timeZone ?? device });
    } catch {
      return; // Shown above the fields from the mutation's error.
    }
    toast.success(PROFILE_SAVED);
    // The header's greeting reads the name from the sign-in cookies.
    notifyUserChanged();
  });
  const zone = form.watch('timeZone');
  return (
    <AccountSection
      title="Profile"
      description="Your name as teachers and the school see it, and the time zone your classes are shown in."
    >
      <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
        {save.isError ? (
          <div className="sm:col-span-2">
            <Notice kind="error">{errorText(save.error)}</Notice>
          </div>
        ) : null}
        <InputField label="First name" autoComplete="given-name" {...field('firstName')} />
        <InputField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <div className="sm:col-span-2">
          <SelectField
            label="Time zone"
            hint={
              profile.timeZone === null
                ? `Suggested from this device: ${device}.`
                : zone === device
                  ? undefined
                  : `This device is set to ${device}.`
            }
            {...field('timeZone')}
          >
            {timeZones(profile.timeZone ?? device).map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? 'Saving...' : 'Save profile'}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
