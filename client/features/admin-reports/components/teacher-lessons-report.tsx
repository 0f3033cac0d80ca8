import { TEACHER_LESSONS_RULE } from '../../../../common/schemas/admin-reports.ts';
import { useTeacherLessons } from '../api/reports-api.ts';
import { MonthlyReport } from './monthly-report.tsx';
import { ReportTable } from './report-table.tsx';

/** Lessons each teacher taught per month (for the payroll), late cancellations and no-shows apart. */
export function TeacherLessonsReport() {
  return (
    <MonthlyReport
      report="teacher-lessons"
      title="Lessons taught per month"
      description={TEACHER_LESSONS_RULE}
      noun="the teacher report"
      useReport={useTeacherLessons}
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
    </MonthlyReport>
  );
}
