import { useSearchParams } from 'react-router';
import { type PanelTab, PanelTabs } from '../../components/admin/panel-tabs.tsx';
import { BackupStatusLine } from '../../features/admin-backups/components/backup-status-line.tsx';
import { AdminClassesPanel } from '../../features/admin-classes/components/admin-classes-panel.tsx';
import { MakeUpsPanel } from '../../features/admin-classes/components/make-ups-panel.tsx';
import { AdminContentPanel } from '../../features/admin-content/components/admin-content-panel.tsx';
import { EnrolmentsPanel } from '../../features/admin-enrolments/components/enrolments-panel.tsx';
import { InvoicesPanel } from '../../features/admin-invoices/components/invoices-panel.tsx';
import { PricesPanel } from '../../features/admin-prices/components/prices-panel.tsx';
import { ReportsPanel } from '../../features/admin-reports/components/reports-panel.tsx';
import { StatementPanel } from '../../features/admin-statement/components/statement-panel.tsx';
import { MessagesPanel } from '../../features/admin-submissions/components/messages-panel.tsx';
import { TuningsPanel } from '../../features/admin-tunings/components/tunings-panel.tsx';
import { AdminUsersPanel } from '../../features/admin-users/components/admin-users-panel.tsx';
import { AdminPracticePanel } from '../../features/assignments/components/admin-practice-panel.tsx';
import { AdminConsentsPanel } from '../../features/consents/components/admin-consents-panel.tsx';
import { AdminRecordingsPanel } from '../../features/recordings/components/admin-recordings-panel.tsx';
import { ApplicationsSection } from './applications-section.tsx';

/**
 * The admin's sections, one tab each, in this order. To add a section, add one entry
 * (its panel is a feature's component); the tab list and `?tab=` links follow.
 */
const SECTIONS: PanelTab[] = [
  { id: 'users', label: 'Users', Panel: AdminUsersPanel },
  { id: 'classes', label: 'Classes', Panel: AdminClassesPanel },
  { id: 'make-ups', label: 'Make-ups owed', Panel: MakeUpsPanel },
  { id: 'applications', label: 'Applications', Panel: ApplicationsSection },
  { id: 'enrolments', label: 'Enrolments', Panel: EnrolmentsPanel },
  { id: 'invoices', label: 'Invoices', Panel: InvoicesPanel },
  { id: 'bank-statement', label: 'Bank statement', Panel: StatementPanel },
  { id: 'reports', label: 'Reports', Panel: ReportsPanel },
  { id: 'prices', label: 'Prices', Panel: PricesPanel },
  { id: 'messages', label: 'Messages', Panel: MessagesPanel },
  { id: 'content', label: 'Content', Panel: AdminContentPanel },
  { id: 'recordings', label: 'Recordings', Panel: AdminRecordingsPanel },
  { id: 'practice', label: 'Practice', Panel: AdminPracticePanel },
  { id: 'consents', label: 'Consents', Panel: AdminConsentsPanel },
  { id: 'tunings', label: 'Tunings', Panel: TuningsPanel },
];

export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const current = SECTIONS.find((s) => s.id === params.get('tab'))?.id ?? SECTIONS[0]?.id;
  return (
    <>
      <BackupStatusLine />
      <PanelTabs
        label="Admin sections"
        tabs={SECTIONS}
        look="sections"
        value={current}
        onValueChange={(tab) => setParams({ tab }, { replace: true })}
      />
    </>
  );
}
