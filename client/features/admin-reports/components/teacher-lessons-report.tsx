import { TEACHER_LESSONS_RULE } from '../../../../common/schemas/admin-reports.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { useTeacherLessons } from '../api/reports-api.ts';
import { useMonthRange } from '../hooks/use-month-range.ts';
import { MonthRangeFields } from './month-range-fields.tsx';
import { ReportCsvButton } from './report-csv-button.tsx';
import { ReportState } from './report-state.tsx';
import { ReportTable } from './report-table.tsx';

/** Lessons each teacher taught per month (for the payroll), late cancellations and no-shows apart. */
export function TeacherLessonsReport() {
  const months = useMonthRange();
  const query = useTeacherLessons(months.range);
  return (
    <AdminSection
      level={3}
      title="Lessons taught per month"
      description={TEACHER_LESSONS_RULE}
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <MonthRangeFields state={months} label="Months of the teacher report" />
          <ReportCsvButton
            report="teacher-lessons"
            range={months.range}
            label="Download CSV of the teacher report"
          />
        </div>
      }
    >
      <ReportState
        query={query}
        noun="the teacher report"
        isEmpty={(d) => d.months.length === 0}
        empty="No lessons were completed in these months."
      >
        {(d) => (
          <ReportTable
            caption={`Lessons taught from ${d.from} to ${d.to}`}
            rows={d.months.flatMap((m) => m.teachers.map((t) => ({ ...t, month: m.month })))}
            rowKey={(r) => `${r.month}-${r.teacherId}`}
            columns={[
              { header: 'Month', cell: (r) => r.month },
              { header: 'Teacher', cell: (r) => r.name },
              { header: 'Taught', cell: (r) => r.taught, numeric: true },
              { header: 'Minutes', cell: (r) => r.minutesTaught, numeric: true },
              { header: 'Late cancellations', cell: (r) => r.lateCancellations, numeric: true },
              { header: 'No-shows', cell: (r) => r.noShows, numeric: true },
            ]}
          />
        )}
      </ReportState>
    </AdminSection>
  );
}
