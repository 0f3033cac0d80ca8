import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import type { MonthRange, ReportName } from '../api/reports-api.ts';
import { useMonthRange } from '../hooks/use-month-range.ts';
import { MonthRangeFields } from './month-range-fields.tsx';
import { ReportCsvButton } from './report-csv-button.tsx';
import { ReportState } from './report-state.tsx';

type Props<Data extends { months: unknown[] }> = {
  report: ReportName;
  title: string;
  description: string;
  /** As in "Months of the collected report" and "Download CSV of the collected report". */
  noun: string;
  /** The report's query hook, over the months chosen. */
  useReport(range: MonthRange | null): UseQueryResult<Data>;
  /** What is said when no month has a line. */
  empty: string;
  children(data: Data): ReactNode;
};

/** A report over months the admin picks (the last twelve at first), with its CSV of the same months. */
export function MonthlyReport<Data extends { months: unknown[] }>({
  report,
  title,
  description,
  noun,
  useReport,
  empty,
  children,
}: Props<Data>) {
  const months = useMonthRange();
  const query = useReport(months.range);
  return (
    <AdminSection
      level={3}
      title={title}
      description={description}
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <MonthRangeFields state={months} label={`Months of ${noun}`} />
          <ReportCsvButton report={report} range={months.range} label={`Download CSV of ${noun}`} />
        </div>
      }
    >
      <ReportState query={query} noun={noun} isEmpty={(d) => d.months.length === 0} empty={empty}>
        {children}
      </ReportState>
    </AdminSection>
  );
}
