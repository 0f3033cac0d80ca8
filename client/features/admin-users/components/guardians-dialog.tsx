import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { GuardianForm } from '../../../components/admin/guardian-form.tsx';
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

      <GuardianForm
        label="Link a guardian"
        intro={<h3 className="font-semibold text-plum-900 sm:col-span-2">Link a guardian</h3>}
        emailHint="A guardian with an account is linked; anyone else gets an invitation to choose a password."
        submitLabel="Link guardian"
        pendingLabel="Linking..."
        send={link.mutateAsync}
        error={link.error}
      />
    </div>
  );
}
