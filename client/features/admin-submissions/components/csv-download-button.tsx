import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useApplicationsCsv } from '../api/applications-api.ts';

/** Downloads every application as a CSV file for a spreadsheet. */
export function CsvDownloadButton() {
  const csv = useApplicationsCsv();
  const download = () =>
    csv.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        const href = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = href;
        link.download = fileName ?? 'admission-applications.csv';
        link.click();
        URL.revokeObjectURL(href);
      },
      onError: (err) => toast.error(errorText(err, 'Failed to download the applications')),
    });
  return (
    <button
      type="button"
      className="btn-outline py-2.5 text-plum-800"
      onClick={download}
      disabled={csv.isPending}
    >
      {csv.isPending ? 'Preparing CSV...' : 'Download CSV'}
    </button>
  );
}
