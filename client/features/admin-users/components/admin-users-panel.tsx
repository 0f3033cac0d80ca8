import { type FormEvent, useState } from 'react';
import type { AdminUser, ManagedRole } from '../../../../common/schemas/admin-users.ts';
import { PAGE_SIZE } from '../../../../common/schemas/admin-users.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useAdminUsers } from '../api/admin-users-api.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { UserForm } from './user-form.tsx';

/** The admin's list of teachers and students: filter, search, add, edit, reset passwords. */
export function AdminUsersPanel() {
  const [role, setRole] = useState<ManagedRole | ''>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ role: role || undefined, q: q || undefined, page, pageSize: PAGE_SIZE });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQ(search.trim());
    setPage(1);
  };
  const openForm = (user: AdminUser | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby="admin-users-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-users-heading" className="font-serif text-2xl font-semibold text-plum-900">
          Teachers and students
        </h2>
        <button type="button" className="btn-primary py-2.5" onClick={() => openForm(null)}>
          Add user
        </button>
      </div>
      <form onSubmit={onSearch} className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-plum-900">
          Role
          <select
            className={`${inputClass} w-40`}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as ManagedRole | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            <option value="teacher">Teachers</option>
            <option value="student">Students</option>
          </select>
        </label>
        <label className="flex min-w-0 basis-full flex-col gap-1 text-sm font-semibold text-plum-900 sm:basis-auto sm:flex-1">
          Search by name or email
          <input
            type="search"
            className={inputClass}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <button type="submit" className="btn-outline py-2.5 text-plum-800">
          Search
        </button>
      </form>

      {users.isPending ? (
        <p>Loading users...</p>
      ) : users.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(users.error, 'Failed to load users')}
        </p>
      ) : users.data.Users.length === 0 ? (
        <p className="text-slate-600">No users found.</p>
      ) : (
        <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {users.data.Users.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-plum-900">
                  {u.firstName} {u.lastName}
                </p>
                <p className="truncate text-sm text-slate-600">{u.email}</p>
              </div>
              <span className="rounded-full bg-plum-50 px-3 py-1 text-xs font-semibold text-plum-800 capitalize">
                {u.role}
              </span>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-plum-800"
                  onClick={() => openForm(u)}
                  aria-label={`Edit ${u.firstName} ${u.lastName}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-plum-800"
                  onClick={() => setResetting(u)}
                  aria-label={`Reset password of ${u.firstName} ${u.lastName}`}
                >
                  Reset password
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {users.data ? (
        <Pagination
          label="Users pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={users.data.total}
          onPage={setPage}
        />
      ) : null}

      <Modal open={formOpen} onOpenChange={setFormOpen} title={editing ? 'Edit user' : 'Add user'}>
        <UserForm user={editing} onDone={() => setFormOpen(false)} />
      </Modal>
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </section>
  );
}
