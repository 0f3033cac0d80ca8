import type { StudentEnrolment } from '../../../../common/schemas/enrolments.ts';
import { InvoiceItem } from './invoice-item.tsx';

/** One of the student's enrolments: its course and plan, teacher, sessions left and validity, and its invoices. */
export function EnrolmentCard({ enrolment }: { enrolment: StudentEnrolment }) {
  const headingId = `enrolment-${enrolment.id}`;
  const over = enrolment.status !== 'active';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h3 id={headingId} className="font-serif text-xl font-semibold text-plum-900">
          {enrolment.name}
        </h3>
        <p className="text-sm text-slate-600">
          with {enrolment.teacher.firstName} {enrolment.teacher.lastName}
        </p>
        <p className={`mt-2 font-semibold ${over ? 'text-slate-600' : 'text-plum-800'}`}>
          {enrolment.standing}
        </p>
        {enrolment.invoices.length > 0 ? (
          <ul aria-label={`Invoices of ${enrolment.name}`} className="mt-3 flex flex-col gap-2">
            {enrolment.invoices.map((i) => (
              <InvoiceItem key={i.id} invoice={i} />
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
