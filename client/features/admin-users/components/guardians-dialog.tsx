import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { type LinkGuardianInput, linkGuardianSchema } from '../../../../common/schemas/families.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useLinkGuardian, useStudentGuardians, useUnlinkGuardian } from '../api/admin-users-api.ts';

type Props = { student: AdminUser | null; onClose(): void };

/** A student's parents or guardians: link one (an account with the e-mail, or a new one invited), or unlink one. */
export function GuardiansDialog({ student, onClose }: Props) {
  return (
    <Modal
      open={Boolean(student)}
      onOpenChange={(open) => !open && onClose()}
      title="Guardians"
      description={
        student
          ? `Parents or guardians of ${student.firstName} ${student.lastName}. They follow the student's lessons, practice and invoices, and never join a live lesson.`
          : undefined
      }
    >
      {student ? <GuardiansOf student={student} /> : null}
    </Modal>
  );
}

function GuardiansOf({ student }: { student: AdminUser }) {
  const guardians = useStudentGuardians(student.id);
  const link = useLinkGuardian(student.id);
  const unlink = useUnlinkGuardian(student.id);
  const form = useForm<LinkGuardianInput>({
    resolver: zodResolver(linkGuardianSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success((await link.mutateAsync(input)).message);
      form.reset();
    } catch {
      // Shown above the fields from the mutation's error.
    }
  });
  const list = guardians.data?.Guardians;

  return (
    <div className="grid gap-6">
      <section aria-label="Linked guardians">
        {guardians.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorText(guardians.error)}
          </p>
        ) : !list ? (
          <p className="text-sm text-slate-600">Loading guardians...</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">No guardians yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-plum-900">
                    {g.firstName} {g.lastName}
                  </p>
                  <p className="truncate text-sm text-slate-600">{g.email}</p>
                </div>
                {g.status === 'invited' ? (
                  <span className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-gold-700 ring-1 ring-gold-400">
                    Invited
                  </span>
                ) : null}
                <RowButton
                  label={`Unlink ${g.firstName} ${g.lastName}`}
                  danger
                  disabled={unlink.isPending}
                  onClick={() =>
                    unlink.mutate(g.id, {
                      onSuccess: (answer) => toast.success(answer.message),
                      onError: (err) => toast.error(errorText(err)),
                    })
                  }
                >
                  Unlink
                </RowButton>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form onSubmit={submit} noValidate aria-label="Link a guardian" className="grid gap-4 sm:grid-cols-2">
        <h3 className="font-semibold text-plum-900 sm:col-span-2">Link a guardian</h3>
        {link.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
            {errorText(link.error)}
          </p>
        ) : null}
        <InputField label="First name" {...field('firstName')} autoComplete="off" />
        <InputField label="Last name" {...field('lastName')} autoComplete="off" />
        <div className="sm:col-span-2">
          <InputField
            label="Email"
            hint="A guardian with an account is linked; anyone else gets an invitation to choose a password."
            {...field('email')}
            type="email"
            autoComplete="off"
          />
        </div>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Linking...' : 'Link guardian'}
          </button>
        </div>
      </form>
    </div>
  );
}
