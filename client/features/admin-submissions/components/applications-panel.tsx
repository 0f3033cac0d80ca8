import { useState } from 'react';
import { courseChoiceLabel } from '../../../../common/courses.ts';
import { ADMIN_PAGE_SIZE } from '../../../../common/schemas/admin-page.ts';
import type { SubmissionStatus } from '../../../../common/schemas/admin-submissions.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useAdminApplications } from '../api/applications-api.ts';
import { ApplicationDetailDialog } from './application-detail-dialog.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { HandledBadge } from './handled-badge.tsx';
import { StatusFilter } from './status-filter.tsx';

const EMPTY: Record<SubmissionStatus, string> = {
  open: 'No open applications.',
  handled: 'No handled applications yet.',
  all: 'No applications yet.',
};

/** Admission applications, newest first; each opens in full with its images. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState<SubmissionStatus>('open');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const applications = useAdminApplications({ status, page, pageSize: ADMIN_PAGE_SIZE });
  useClampPage(page, setPage, applications.data?.total, ADMIN_PAGE_SIZE);

  return (
    <section aria-labelledby="admin-applications-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-applications-heading" className="font-serif text-2xl font-semibold text-plum-900">
          Admission applications
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <StatusFilter
            value={status}
            onChange={(s) => {
              setStatus(s);
              setPage(1);
            }}
          />
          <CsvDownloadButton />
        </div>
      </div>

      {applications.isPending ? (
        <p>Loading applications...</p>
      ) : applications.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(applications.error, 'Failed to load applications')}
        </p>
      ) : applications.data.Applications.length === 0 ? (
        <p className="text-slate-600">{EMPTY[status]}</p>
      ) : (
        <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {applications.data.Applications.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-64">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-plum-900">
                  {a.fullName}
                  <HandledBadge handledAt={a.handledAt} />
                </p>
                <p className="truncate text-sm text-slate-600">
                  {a.email} · {a.contactNumber}
                </p>
                <p className="text-sm text-slate-600">
                  {a.selectedCourses.map(courseChoiceLabel).join(', ')}
                </p>
                <p className="text-xs text-slate-500">
                  <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                </p>
              </div>
              <button
                type="button"
                className="btn-outline px-4 py-2 text-plum-800"
                aria-label={`View application of ${a.fullName}`}
                onClick={() => setOpenId(a.id)}
              >
                View
              </button>
            </li>
          ))}
        </ul>
      )}
      {applications.data ? (
        <Pagination
          label="Application pages"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={applications.data.total}
          onPage={setPage}
        />
      ) : null}
      <ApplicationDetailDialog applicationId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
