import { type Child, GUARDIANS_INVITED_MAX } from '../../../../common/schemas/families.ts';
import { GuardianForm } from '../../../components/admin/guardian-form.tsx';
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
  return (
    <GuardianForm
      label="Invite a second guardian"
      intro={
        <p className="text-sm text-slate-700 sm:col-span-2">
          Invite another parent or guardian to follow {child.firstName}'s lessons. They get an email to choose
          their own password.
        </p>
      }
      submitLabel="Invite guardian"
      pendingLabel="Inviting..."
      className="max-w-2xl rounded-xl border border-plum-100 bg-plum-50/40 p-4"
      send={invite.mutateAsync}
      error={invite.error}
    />
  );
}
