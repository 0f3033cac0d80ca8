import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { type MonthRange, type ReportName, useReportCsv } from '../api/reports-api.ts';

type Props = { report: ReportName; range?: MonthRange | null; label: string };

/** Downloads a report as a CSV file for a spreadsheet. */
export function ReportCsvButton({ report, range, label }: Props) {
  const csv = useReportCsv();
  const download = () =>
    csv.mutate(
      { report, range: range ?? undefined },
      {
        onSuccess: ({ blob, fileName }) => {
          const href = URL.createObjectURL(blob);
          const link = document.createElement('a');
          link.href = href;
          link.download = fileName ?? `${report}.csv`;
          link.click();
          URL.revokeObjectURL(href);
        },
        onError: (err) => toast.error(errorText(err, 'Failed to download the report')),
      },
    );
  return (
    <button
      type="button"
      className="btn-outline py-2.5 text-plum-800"
      aria-label={label}
      onClick={download}
      disabled={csv.isPending || range === null}
    >
      {csv.isPending ? 'Preparing CSV...' : 'Download CSV'}
    </button>
  );
}
