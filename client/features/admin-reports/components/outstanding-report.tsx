import { formatMoney } from '../../../../common/fees/money.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { useOutstanding } from '../api/reports-api.ts';
import { ReportCsvButton } from './report-csv-button.tsx';
import { ReportState } from './report-state.tsx';
import { ReportTable } from './report-table.tsx';

/** What each student owes on issued invoices, most overdue first. */
export function OutstandingReport() {
  const query = useOutstanding();
  return (
    <AdminSection
      level={3}
      title="Outstanding by student"
      description="Issued invoices not yet paid in full; overdue: due before today."
      actions={<ReportCsvButton report="outstanding" label="Download CSV of the outstanding report" />}
    >
      <ReportState
        query={query}
        noun="the outstanding report"
        isEmpty={(d) => d.students.length === 0}
        empty="Nothing is owed: every issued invoice is paid."
      >
        {(d) => {
          const money = (minor: number) => formatMoney(minor, d.currency);
          return (
            <ReportTable
              caption={`Outstanding by student on ${d.asOf}`}
              rows={d.students}
              rowKey={(s) => String(s.studentId)}
              columns={[
                {
                  header: 'Student',
                  cell: (s) => (
                    <>
                      <span className="block font-semibold text-plum-900">{s.name}</span>
                      <span className="block text-xs text-slate-600">{s.email}</span>
                    </>
                  ),
                },
                { header: 'Invoices', cell: (s) => s.invoices, numeric: true },
                { header: 'Owed', cell: (s) => money(s.owedMinor), numeric: true },
                { header: 'Oldest due', cell: (s) => s.oldestDueDate ?? '' },
                { header: 'Overdue', cell: (s) => money(s.overdueMinor), numeric: true },
              ]}
              foot={['All students', '', money(d.owedMinor), '', money(d.overdueMinor)]}
            />
          );
        }}
      </ReportState>
    </AdminSection>
  );
}
