import { formatMoney } from '../../../../common/fees/money.ts';
import { COLLECTED_RULE } from '../../../../common/schemas/admin-reports.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { useCollected } from '../api/reports-api.ts';
import { useMonthRange } from '../hooks/use-month-range.ts';
import { MonthRangeFields } from './month-range-fields.tsx';
import { ReportCsvButton } from './report-csv-button.tsx';
import { ReportState } from './report-state.tsx';
import { ReportTable } from './report-table.tsx';

type Line = { key: string; month: string; label: string; total: boolean } & Record<
  'collectedMinor' | 'refundedMinor' | 'netMinor',
  number
>;

/** Money collected per month and course, refunds as negative figures, each month's total. */
export function CollectedReport() {
  const months = useMonthRange();
  const query = useCollected(months.range);
  return (
    <AdminSection
      level={3}
      title="Collected per month by course"
      description={COLLECTED_RULE}
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <MonthRangeFields state={months} label="Months of the collected report" />
          <ReportCsvButton
            report="collected"
            range={months.range}
            label="Download CSV of the collected report"
          />
        </div>
      }
    >
      <ReportState
        query={query}
        noun="the collected report"
        isEmpty={(d) => d.months.length === 0}
        empty="Nothing was collected in these months."
      >
        {(d) => {
          const money = (minor: number) => formatMoney(minor, d.currency);
          const lines: Line[] = d.months.flatMap((m) => [
            ...m.courses.map((c) => ({ ...c, key: `${m.month}-${c.label}`, month: m.month, total: false })),
            { ...m, key: `${m.month}-total`, label: 'All courses', total: true },
          ]);
          return (
            <ReportTable
              caption={`Collected from ${d.from} to ${d.to}`}
              rows={lines}
              rowKey={(l) => l.key}
              strong={(l) => l.total}
              columns={[
                { header: 'Month', cell: (l) => l.month },
                { header: 'Course', cell: (l) => l.label },
                { header: 'Collected', cell: (l) => money(l.collectedMinor), numeric: true },
                { header: 'Refunded', cell: (l) => money(l.refundedMinor), numeric: true },
                { header: 'Net', cell: (l) => money(l.netMinor), numeric: true },
              ]}
              foot={['All months', '', money(d.collectedMinor), money(d.refundedMinor), money(d.netMinor)]}
            />
          );
        }}
      </ReportState>
    </AdminSection>
  );
}
