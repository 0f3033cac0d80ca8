import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type Child,
  GUARDIANS_INVITED_MAX,
  type LinkGuardianInput,
  linkGuardianSchema,
} from '../../../../common/schemas/families.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteGuardian } from '../api/invite-guardian.ts';

/** The child's guardians, and the form to invite a second one while the child has fewer than two. */
export function ChildGuardians({ child }: { child: Child }) {
  return (
    <section aria-labelledby="guardians-heading" className="mt-10">
      <h2 id="guardians-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {child.firstName}'s guardians
      </h2>
      <ul className="mb-4 flex flex-col gap-1 text-slate-800">
        {child.guardians.map((g) => (
          <li key={g.id}>
            {g.firstName} {g.lastName} {g.email ? <span className="text-slate-600">({g.email})</span> : null}
            {g.status === 'invited' ? <span className="ml-2 text-sm text-gold-700">Invited</span> : null}
          </li>
        ))}
      </ul>
      {child.guardians.length < GUARDIANS_INVITED_MAX ? <InviteGuardian child={child} /> : null}
    </section>
  );
}

function InviteGuardian({ child }: { child: Child }) {
  const invite = useInviteGuardian(child.id);
  const form = useForm<LinkGuardianInput>({
    resolver: zodResolver(linkGuardianSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success((await invite.mutateAsync(input)).message);
      form.reset();
    } catch {
      // Shown above the fields from the mutation's error.
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Invite a second guardian"
      className="grid max-w-2xl gap-4 rounded-xl border border-plum-100 bg-plum-50/40 p-4 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-700 sm:col-span-2">
        Invite another parent or guardian to follow {child.firstName}'s lessons. They get an email to choose
        their own password.
      </p>
      {invite.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {errorText(invite.error)}
        </p>
      ) : null}
      <InputField label="First name" {...field('firstName')} autoComplete="off" />
      <InputField label="Last name" {...field('lastName')} autoComplete="off" />
      <div className="sm:col-span-2">
        <InputField label="Email" {...field('email')} type="email" autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Inviting...' : 'Invite guardian'}
        </button>
      </div>
    </form>
  );
}
