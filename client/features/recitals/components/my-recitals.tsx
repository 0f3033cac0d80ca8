import { Link } from 'react-router';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { usePerforming } from '../api/performing.ts';

/** A student's recitals, each with its place in the running order and the way onto its stage. */
export function MyRecitals({ userId }: { userId: number }) {
  const recitals = usePerforming();
  return (
    <AdminSection title="Your recitals">
      {recitals.error ? (
        <p role="alert" className="text-red-700">
          {errorText(recitals.error)}
        </p>
      ) : !recitals.data ? (
        <p className="text-slate-600">Loading your recitals...</p>
      ) : recitals.data.length === 0 ? (
        <p className="text-slate-600">You are not in a recital yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {recitals.data.map((r) => {
            const place = r.performers.find((p) => p.student_id === userId)?.position;
            return (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-plum-900">{r.title}</p>
                  <p className="text-sm text-slate-700">
                    {r.when_label}; you are number {place} of {r.performers.length}
                  </p>
                </div>
                <Link to={`/recitals/${r.id}/stage`} className="btn-primary py-2">
                  Open the stage
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}
