import { useState } from 'react';
import { courseChoiceLabel } from '../../../../common/courses.ts';
import {
  APPLICATION_STATE_LABELS,
  type ApplicationFilter,
} from '../../../../common/schemas/admin-submissions.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useAdminApplications, useRefreshApplications } from '../api/applications-api.ts';
import { ApplicationDetailDialog, type RenderAccept } from './application-detail-dialog.tsx';
import { ApplicationStateBadge } from './application-state-badge.tsx';
import { ApplicationStateFilter } from './application-state-filter.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';

/** What an empty list says, for each filter. */
function emptyText(filter: ApplicationFilter): string {
  if (filter === 'open') return 'No open applications.';
  if (filter === 'all') return 'No applications yet.';
  return `No ${APPLICATION_STATE_LABELS[filter].toLowerCase()} applications.`;
}

const LIST = { noun: 'applications', pagesLabel: 'Application pages' };

/**
 * Admission applications, newest first, the open ones (new, contacted, waitlisted) unless another
 * state is chosen; each opens in full with its images, state, notes and history, and with
 * `renderAccept`'s Accept (a feature of its own, composed by the dashboard).
 */
export function ApplicationsPanel({ renderAccept }: { renderAccept?: RenderAccept }) {
  const pages = usePages();
  const state = useFilter<ApplicationFilter>('open', pages);
  const [openId, setOpenId] = useState<number | null>(null);
  const applications = useAdminApplications({ state: state.value, ...pages.query });
  const refresh = useRefreshApplications();

  return (
    <AdminSection
      title="Admission applications"
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <ApplicationStateFilter filter={state} />
          <CsvDownloadButton />
        </div>
      }
    >
      <PagedList
        query={applications}
        rows={(data) => data.Applications}
        pages={pages}
        {...LIST}
        empty={emptyText(state.value)}
      >
        {(rows) => (
          <RowList>
            {rows.map((a) => (
              <ListRow key={a.id}>
                <div className="min-w-0 flex-1 basis-64">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-plum-900">
                    {a.fullName}
                    <ApplicationStateBadge state={a.state} />
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
                <RowButton label={`View application of ${a.fullName}`} onClick={() => setOpenId(a.id)}>
                  View
                </RowButton>
              </ListRow>
            ))}
          </RowList>
        )}
      </PagedList>
      <ApplicationDetailDialog
        applicationId={openId}
        onClose={() => setOpenId(null)}
        renderAccept={renderAccept}
        onAccepted={refresh}
      />
    </AdminSection>
  );
}
