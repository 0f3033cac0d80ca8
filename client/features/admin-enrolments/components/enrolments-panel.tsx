import { useState } from 'react';
import {
  ENROLMENT_STATUS_LABELS,
  ENROLMENT_STATUSES,
  type EnrolmentStatus,
} from '../../../../common/schemas/enrolments.ts';
import { AddButton } from '../../../components/admin/add-button.tsx';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { useAdminEnrolments, useEnrolmentPeople } from '../api/admin-enrolments-api.ts';
import { EnrolmentDetailDialog } from './enrolment-detail-dialog.tsx';
import { EnrolmentFormDialog } from './enrolment-form-dialog.tsx';

const STATUS_FILTER: { value: EnrolmentStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...ENROLMENT_STATUSES.map((s) => ({ value: s, label: ENROLMENT_STATUS_LABELS[s] })),
];
const LIST = { noun: 'enrolments', pagesLabel: 'Enrolment pages', empty: 'No enrolments found.' };

/** Students' enrolments: sessions left and validity at a glance; enrol a student; each opens with Extend and End. */
export function EnrolmentsPanel() {
  const pages = usePages();
  const status = useFilter<EnrolmentStatus | ''>('', pages);
  const student = useFilter<string>('', pages);
  const students = useEnrolmentPeople('student');
  const enrolments = useAdminEnrolments({
    status: status.value || undefined,
    student_id: student.value ? Number(student.value) : undefined,
    ...pages.query,
  });
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const studentOptions = [
    { value: '', label: 'All students' },
    ...(students.data ?? []).map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` })),
  ];

  return (
    <AdminSection
      title="Enrolments"
      align="center"
      actions={<AddButton onClick={() => setCreating(true)}>Enrol a student</AddButton>}
    >
      <div className="mb-4 flex flex-wrap gap-3">
        <FilterSelect label="Student" filter={student} options={studentOptions} className="w-full sm:w-64" />
        <FilterSelect label="Status" filter={status} options={STATUS_FILTER} className="w-40" />
      </div>
      <PagedList query={enrolments} rows={(data) => data.Enrolments} pages={pages} {...LIST}>
        {(rows) => (
          <RowList>
            {rows.map((e) => (
              <ListRow key={e.id}>
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-semibold text-plum-900">
                    {e.student.firstName} {e.student.lastName}
                  </p>
                  <p className="text-sm text-slate-600">
                    {e.name} · with {e.teacher.firstName} {e.teacher.lastName} · {e.price}
                  </p>
                  <p className="text-sm text-plum-800">{e.standing}</p>
                </div>
                <RowButton
                  label={`View enrolment of ${e.student.firstName} ${e.student.lastName} in ${e.name}`}
                  onClick={() => setOpenId(e.id)}
                >
                  View
                </RowButton>
              </ListRow>
            ))}
          </RowList>
        )}
      </PagedList>
      <EnrolmentFormDialog open={creating} onOpenChange={setCreating} today={enrolments.data?.today ?? ''} />
      <EnrolmentDetailDialog enrolmentId={openId} onClose={() => setOpenId(null)} />
    </AdminSection>
  );
}
