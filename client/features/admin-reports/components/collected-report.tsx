import { formatMoney } from '../../../../common/fees/money.ts';
import { COLLECTED_RULE } from '../../../../common/schemas/admin-reports.ts';
import { useCollected } from '../api/reports-api.ts';
import { MonthlyReport } from './monthly-report.tsx';
import { ReportTable } from './report-table.tsx';

type Line = { key: string; month: string; label: string; total: boolean } & Record<
  'collectedMinor' | 'refundedMinor' | 'netMinor',
  number
>;

/** Money collected per month and course, refunds as negative figures, each month's total. */
export function CollectedReport() {
  return (
    <MonthlyReport
      report="collected"
      title="Collected per month by course"
      description={COLLECTED_RULE}
      noun="the collected report"
      useReport={useCollected}
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
    </MonthlyReport>
  );
}
