import {
  type AdminClass,
  CLASS_STATUS_LABELS,
  CLASS_STATUSES,
  type ClassStatus,
} from '../../../../common/schemas/admin-classes.ts';
import { AddButton } from '../../../components/admin/add-button.tsx';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useEditDialog } from '../../../components/admin/use-edit-dialog.ts';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
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

const STATUS_FILTER: { value: ClassStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...CLASS_STATUSES.map((s) => ({ value: s, label: CLASS_STATUS_LABELS[s] })),
];

const LIST = { noun: 'classes', pagesLabel: 'Classes pages', empty: 'No classes found.' };

/** The admin's classes: schedule, edit and cancel one-to-one classes. */
export function AdminClassesPanel() {
  const pages = usePages();
  const status = useFilter<ClassStatus | ''>('', pages);
  const dialog = useEditDialog<AdminClass>();
  const classes = useAdminClasses({
    status: status.value || undefined,
    ...pages.query,
  });
  const cancel = useCancelClass();

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
    <AdminSection
      title="Classes"
      align="center"
      actions={<AddButton onClick={() => dialog.openFor(null)}>Schedule a class</AddButton>}
    >
      <FilterSelect label="Status" filter={status} options={STATUS_FILTER} className="mb-4 w-48" />

      <PagedList query={classes} rows={(data) => data.Classes} pages={pages} {...LIST}>
        {(rows) => (
          <RowList>
            {rows.map((c) => (
              <ListRow key={c.id}>
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
                {c.status === 'scheduled' || c.status === 'in_progress' ? (
                  <div className="flex gap-2">
                    <RowButton label={`Edit ${c.batchName}`} onClick={() => dialog.openFor(c)}>
                      Edit
                    </RowButton>
                    <RowButton label={`Cancel ${c.batchName}`} onClick={() => onCancel(c)} danger>
                      Cancel
                    </RowButton>
                  </div>
                ) : null}
              </ListRow>
            ))}
          </RowList>
        )}
      </PagedList>

      <ClassFormDialog
        cls={dialog.editing}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        today={classes.data?.today ?? ''}
      />
    </AdminSection>
  );
}
