import { useState } from 'react';
import { INVITATION_SENT } from '../../../../common/schemas/account.ts';
import type { AdminUser, ListedRole } from '../../../../common/schemas/admin-users.ts';
import { AddButton } from '../../../components/admin/add-button.tsx';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { ListSearch } from '../../../components/admin/list-search.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useEditDialog } from '../../../components/admin/use-edit-dialog.ts';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminUsers, useResendInvitation } from '../api/admin-users-api.ts';
import { GuardiansDialog } from './guardians-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { UserForm } from './user-form.tsx';

const ROLES = [
  { value: '', label: 'All' },
  { value: 'teacher', label: 'Teachers' },
  { value: 'student', label: 'Students' },
  { value: 'guardian', label: 'Guardians' },
] as const;

const LIST = { noun: 'users', pagesLabel: 'Users pages', empty: 'No users found.' };

/**
 * The admin's list of teachers, students and guardians: filter, search, add, edit, reset
 * passwords, resend invitations, and a student's guardians. A guardian is shown with their
 * children and managed from a child's Guardians (linked, invited, unlinked there).
 */
export function AdminUsersPanel() {
  const pages = usePages();
  const role = useFilter<ListedRole | ''>('', pages);
  const q = useFilter('', pages);
  const dialog = useEditDialog<AdminUser>();
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [family, setFamily] = useState<AdminUser | null>(null);
  const resend = useResendInvitation();
  const resendTo = (u: AdminUser) =>
    resend.mutate(u.id, {
      onSuccess: () => toast.success(INVITATION_SENT),
      onError: (err) => toast.error(errorText(err)),
    });
  const users = useAdminUsers({
    role: role.value || undefined,
    q: q.value || undefined,
    ...pages.query,
  });

  return (
    <AdminSection
      title="Teachers, students and guardians"
      align="center"
      actions={<AddButton onClick={() => dialog.openFor(null)}>Add user</AddButton>}
    >
      <ListSearch label="Search by name or email" filter={q}>
        <FilterSelect label="Role" filter={role} options={ROLES} />
      </ListSearch>

      <PagedList query={users} rows={(data) => data.Users} pages={pages} {...LIST}>
        {(rows) => (
          <RowList>
            {rows.map((u) => (
              <ListRow key={u.id}>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-plum-900">
                    {u.firstName} {u.lastName}
                  </p>
                  <p className="truncate text-sm text-slate-600">{u.email}</p>
                  {u.family.length ? (
                    <p className="truncate text-sm text-slate-600">
                      {u.role === 'student' ? 'Guardians' : 'Children'}:{' '}
                      {u.family.map((f) => f.name).join(', ')}
                    </p>
                  ) : null}
                </div>
                {u.status === 'invited' ? (
                  <span className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-gold-700 ring-1 ring-gold-400">
                    Invited
                  </span>
                ) : null}
                <span className="rounded-full bg-plum-50 px-3 py-1 text-xs font-semibold text-plum-800 capitalize">
                  {u.role}
                </span>
                {u.role === 'guardian' ? null : (
                  <div className="flex flex-wrap gap-2">
                    <RowButton label={`Edit ${u.firstName} ${u.lastName}`} onClick={() => dialog.openFor(u)}>
                      Edit
                    </RowButton>
                    <RowButton
                      label={`Reset password of ${u.firstName} ${u.lastName}`}
                      onClick={() => setResetting(u)}
                    >
                      Reset password
                    </RowButton>
                    {u.role === 'student' ? (
                      <RowButton
                        label={`Guardians of ${u.firstName} ${u.lastName}`}
                        onClick={() => setFamily(u)}
                      >
                        Guardians
                      </RowButton>
                    ) : null}
                    {u.status === 'invited' ? (
                      <RowButton
                        label={`Resend invitation to ${u.firstName} ${u.lastName}`}
                        onClick={() => resendTo(u)}
                        disabled={resend.isPending && resend.variables === u.id}
                      >
                        Resend invitation
                      </RowButton>
                    ) : null}
                  </div>
                )}
              </ListRow>
            ))}
          </RowList>
        )}
      </PagedList>

      <Modal
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        title={dialog.editing ? 'Edit user' : 'Add user'}
      >
        <UserForm user={dialog.editing} onDone={() => dialog.setOpen(false)} />
      </Modal>
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <GuardiansDialog student={family} onClose={() => setFamily(null)} />
    </AdminSection>
  );
}
