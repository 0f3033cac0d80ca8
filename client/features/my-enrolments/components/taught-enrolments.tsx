import { errorText } from '../../../lib/error-text.ts';
import { useMyEnrolments } from '../api/my-enrolments-api.ts';

/** A teacher's students' running enrolments: each one's sessions left and validity (no money). */
export function TaughtEnrolments() {
  const query = useMyEnrolments();
  const rows = query.data?.view === 'teacher' ? query.data.Enrolments : [];
  return (
    <section aria-labelledby="taught-enrolments-heading" className="mt-10">
      <h2 id="taught-enrolments-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        Your students' sessions
      </h2>
      {query.isPending ? (
        <p>Loading your students' sessions...</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(query.error, "Failed to load your students' sessions")}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-600">None of your students has a running enrolment.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
              <p className="font-semibold text-plum-900">
                {e.student.firstName} {e.student.lastName}
              </p>
              <p className="text-sm text-slate-600">{e.name}</p>
              <p className="text-sm text-plum-800">{e.standing}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
