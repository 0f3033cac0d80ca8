import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { CollectedReport } from './collected-report.tsx';
import { OutstandingReport } from './outstanding-report.tsx';
import { TeacherLessonsReport } from './teacher-lessons-report.tsx';

/** The admin's fee reports: each a table with its months and a CSV download. */
export function ReportsPanel() {
  return (
    <AdminSection title="Reports">
      <div className="flex flex-col gap-10">
        <OutstandingReport />
        <CollectedReport />
        <TeacherLessonsReport />
      </div>
    </AdminSection>
  );
}
