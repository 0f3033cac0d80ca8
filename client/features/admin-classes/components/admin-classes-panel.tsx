import { useState } from 'react';
import {
  type AdminClass,
  CLASS_STATUS_LABELS,
  CLASS_STATUSES,
  type ClassStatus,
} from '../../../../common/schemas/admin-classes.ts';
import type { EDIT_SCOPES } from '../../../../common/schemas/calendar.ts';
import { AddButton } from '../../../components/admin/add-button.tsx';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useEditDialog } from '../../../components/admin/use-edit-dialog.ts';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminClasses, useCancelClass } from '../api/admin-classes-api.ts';
import { ClassChangesDialog } from './class-changes-dialog.tsx';
import { ClassFormDialog } from './class-form-dialog.tsx';
import { type ClassActions, ClassRow } from './class-row.tsx';
import { EditScopeDialog } from './edit-scope-dialog.tsx';
import { EndSeriesDialog } from './end-series-dialog.tsx';
import { GroupClassFormDialog, SeriesFormDialog } from './series-form-dialog.tsx';

const STATUS_FILTER: { value: ClassStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...CLASS_STATUSES.map((s) => ({ value: s, label: CLASS_STATUS_LABELS[s] })),
];

const LIST = { noun: 'classes', pagesLabel: 'Classes pages', empty: 'No classes found.' };

/** The admin's classes: schedule, edit and cancel one-to-one lessons, weekly series and group classes, and each lesson's changes. */
export function AdminClassesPanel() {
  const pages = usePages();
  const status = useFilter<ClassStatus | ''>('', pages);
  const classes = useAdminClasses({ status: status.value || undefined, ...pages.query });
  const cancel = useCancelClass();
  const today = classes.data?.today ?? '';

  const form = useEditDialog<AdminClass>();
  const [scope, setScope] = useState<(typeof EDIT_SCOPES)[number] | undefined>();
  const asking = useEditDialog<AdminClass>();
  const ending = useEditDialog<AdminClass>();
  const changes = useEditDialog<AdminClass>();
  const [seriesOpen, setSeriesOpen] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);

  const actions: ClassActions = {
    // A lesson of a series first asks what the edit is to change.
    onEdit: (c) => {
      setScope(undefined);
      if (c.seriesId !== null) asking.openFor(c);
      else form.openFor(c);
    },
    onCancel: async (c) => {
      if (!window.confirm(`Cancel "${c.batchName}" on ${c.whenLabel}?`)) return;
      try {
        await cancel.mutateAsync(c.id);
        toast.success('Class cancelled');
      } catch (err) {
        toast.error(errorText(err));
      }
    },
    onEndSeries: ending.openFor,
    onChanges: changes.openFor,
  };

  return (
    <AdminSection
      title="Classes"
      align="center"
      actions={
        <div className="flex flex-wrap gap-3">
          <AddButton onClick={() => setSeriesOpen(true)}>New weekly series</AddButton>
          <AddButton onClick={() => setGroupOpen(true)}>New group class</AddButton>
          <AddButton
            onClick={() => {
              setScope(undefined);
              form.openFor(null);
            }}
          >
            Schedule a class
          </AddButton>
        </div>
      }
    >
      <FilterSelect label="Status" filter={status} options={STATUS_FILTER} className="mb-4 w-48" />

      <PagedList query={classes} rows={(data) => data.Classes} pages={pages} {...LIST}>
        {(rows) => (
          <RowList>
            {rows.map((c) => (
              <ClassRow key={c.id} cls={c} actions={actions} />
            ))}
          </RowList>
        )}
      </PagedList>

      <EditScopeDialog
        open={asking.open}
        onOpenChange={asking.setOpen}
        onChoose={(chosen) => {
          asking.setOpen(false);
          setScope(chosen);
          form.openFor(asking.editing);
        }}
      />
      <ClassFormDialog
        cls={form.editing}
        scope={scope}
        open={form.open}
        onOpenChange={form.setOpen}
        today={today}
      />
      <SeriesFormDialog open={seriesOpen} onOpenChange={setSeriesOpen} today={today} />
      <GroupClassFormDialog open={groupOpen} onOpenChange={setGroupOpen} today={today} />
      <EndSeriesDialog cls={ending.editing} open={ending.open} onOpenChange={ending.setOpen} today={today} />
      <ClassChangesDialog cls={changes.editing} open={changes.open} onOpenChange={changes.setOpen} />
    </AdminSection>
  );
}
