import { useState } from 'react';
import {
  type AdminClass,
  CLASS_STATUS_LABELS,
  CLASS_STATUSES,
  type ClassStatus,
} from '../../../../common/schemas/admin-classes.ts';
import { PAGE_SIZE } from '../../../../common/schemas/admin-users.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminClasses, useCancelClass } from '../api/admin-classes-api.ts';
import { ClassFormDialog } from './class-form-dialog.tsx';

const STATUS_STYLES: Record<ClassStatus, string> = {
  scheduled: 'bg-plum-50 text-plum-800',
  in_progress: 'bg-green-50 text-green-800',
  completed: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-red-50 text-red-800',
};

/** The admin's classes: schedule, edit and cancel one-to-one classes. */
export function AdminClassesPanel() {
  const [status, setStatus] = useState<ClassStatus | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminClass | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const classes = useAdminClasses({ status: status || undefined, page, pageSize: PAGE_SIZE });
  const cancel = useCancelClass();

  const openForm = (cls: AdminClass | null) => {
    setEditing(cls);
    setFormOpen(true);
  };
  const onCancel = async (cls: AdminClass) => {
    if (!window.confirm(`Cancel "${cls.batchName}" on ${cls.classDate} at ${cls.classTime}?`)) return;
    try {
      await cancel.mutateAsync(cls.id);
      toast.success('Class cancelled');
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return (
    <section aria-labelledby="admin-classes-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-classes-heading" className="font-serif text-2xl font-semibold text-plum-900">
          Classes
        </h2>
        <button type="button" className="btn-primary py-2.5" onClick={() => openForm(null)}>
          Schedule a class
        </button>
      </div>
      <label className="mb-4 flex w-48 flex-col gap-1 text-sm font-semibold text-plum-900">
        Status
        <select
          className={inputClass}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ClassStatus | '');
            setPage(1);
          }}
        >
          <option value="">All</option>
          {CLASS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CLASS_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>

      {classes.isPending ? (
        <p>Loading classes...</p>
      ) : classes.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(classes.error, 'Failed to load classes')}
        </p>
      ) : classes.data.Classes.length === 0 ? (
        <p className="text-slate-600">No classes found.</p>
      ) : (
        <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {classes.data.Classes.map((c) => {
            const open = c.status === 'scheduled' || c.status === 'in_progress';
            return (
              <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-plum-900">
                    {c.batchName}
                    {c.hasPassword ? (
                      <span className="ml-2 text-xs font-normal text-slate-500">(join password)</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {c.classDate} at {c.classTime}, {c.durationMinutes} min · {c.teacher.firstName}{' '}
                    {c.teacher.lastName} with {c.student.firstName} {c.student.lastName}
                  </p>
                </div>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[c.status]}`}>
                  {CLASS_STATUS_LABELS[c.status]}
                </span>
                {open ? (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className="btn-outline px-4 py-2 text-plum-800"
                      onClick={() => openForm(c)}
                      aria-label={`Edit ${c.batchName}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn-outline px-4 py-2 text-red-700"
                      onClick={() => onCancel(c)}
                      aria-label={`Cancel ${c.batchName}`}
                    >
                      Cancel
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {classes.data ? (
        <Pagination
          label="Classes pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={classes.data.total}
          onPage={setPage}
        />
      ) : null}

      <ClassFormDialog
        cls={editing}
        open={formOpen}
        onOpenChange={setFormOpen}
        today={classes.data?.today ?? ''}
      />
    </section>
  );
}
