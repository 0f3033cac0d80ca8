import { CONSENT_LABELS } from '../../../../common/schemas/consents.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useAdminConsents } from '../api/admin-consents.ts';
import { consentStanding } from './consent-words.ts';

/** Every student's consents as they stand, who chose and when, and every choice made (issue 45). */
export function AdminConsentsPanel() {
  const consents = useAdminConsents();
  return (
    <AdminSection
      title="Consents"
      description="A child's consents are given by their guardian, an adult's by the student. With no choice made, a child has not consented."
    >
      {consents.isPending ? (
        <p className="text-slate-600">Loading the consents...</p>
      ) : consents.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(consents.error, 'The consents could not be loaded')}
        </p>
      ) : consents.data.Students.length === 0 ? (
        <p className="text-slate-600">No students yet.</p>
      ) : (
        <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {consents.data.Students.map((s) => (
            <li key={s.student_id} className="px-4 py-3">
              <section aria-label={`Consents of ${s.student_name}`}>
                <h3 className="font-semibold text-plum-900">
                  {s.student_name}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    ({s.is_child ? 'child: their guardian decides' : 'adult: decides for themself'})
                  </span>
                </h3>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3">
                  {s.items.map((item) => (
                    <div key={item.kind}>
                      <dt className="font-semibold text-slate-800">{CONSENT_LABELS[item.kind].label}</dt>
                      <dd className={item.allowed ? 'text-green-800' : 'text-rose-800'}>
                        {consentStanding(item)}
                      </dd>
                    </div>
                  ))}
                </dl>
                {s.history.length > 0 ? (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-plum-800">
                      Every choice ({s.history.length})
                    </summary>
                    <ul className="mt-1 text-slate-700">
                      {s.history.map((c) => (
                        <li key={`${c.kind}-${c.given_at}-${c.granted}`}>
                          {formatDateTime(c.given_at)}: {CONSENT_LABELS[c.kind].label}{' '}
                          {c.granted ? 'allowed' : 'not allowed'} by {c.given_by_name}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </section>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
