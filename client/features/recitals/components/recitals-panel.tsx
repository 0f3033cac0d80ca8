import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useRecitals } from '../api/list-recitals.ts';
import { useRecitalStudents } from '../api/recital-students.ts';
import { RecitalCard } from './recital-card.tsx';
import { ScheduleRecitalForm } from './schedule-recital-form.tsx';

/** An admin's or a teacher's recitals: a new one scheduled, then each with its link, limit and stage. */
export function RecitalsPanel() {
  const students = useRecitalStudents();
  const recitals = useRecitals();
  return (
    <div className="flex flex-col gap-10">
      <AdminSection title="Schedule a recital">
        {students.data ? (
          <ScheduleRecitalForm students={students.data} />
        ) : students.error ? (
          <p role="alert" className="text-red-700">
            {errorText(students.error)}
          </p>
        ) : (
          <p className="text-slate-600">Loading the students...</p>
        )}
      </AdminSection>
      <AdminSection title="Recitals">
        {recitals.error ? (
          <p role="alert" className="text-red-700">
            {errorText(recitals.error)}
          </p>
        ) : !recitals.data ? (
          <p className="text-slate-600">Loading the recitals...</p>
        ) : recitals.data.length === 0 ? (
          <p className="text-slate-600">No recitals yet. Schedule one above.</p>
        ) : (
          <div className="flex flex-col gap-5">
            {recitals.data.map((r) => (
              <RecitalCard key={r.id} recital={r} />
            ))}
          </div>
        )}
      </AdminSection>
    </div>
  );
}
