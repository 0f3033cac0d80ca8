import { errorText } from '../../../lib/error-text.ts';
import { useMyEnrolments } from '../api/my-enrolments-api.ts';
import { EnrolmentCard } from './enrolment-card.tsx';
import { InvoiceItem } from './invoice-item.tsx';

type Props = {
  /** A guardian's child: their enrolments, under their name. */
  child?: { id: number; firstName: string };
};

/** The student's enrolments on their dashboard (or a guardian's child's): sessions left and validity, invoices and receipts. */
export function MyEnrolments({ child }: Props) {
  const query = useMyEnrolments(child?.id);
  const data = query.data?.view === 'student' ? query.data : null;
  return (
    <section aria-labelledby="my-enrolments-heading" className="mt-10">
      <h2 id="my-enrolments-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {child ? `${child.firstName}'s enrolments` : 'Your enrolments'}
      </h2>
      {query.isPending ? (
        <p>Loading your enrolments...</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(query.error, 'Failed to load your enrolments')}
        </p>
      ) : !data || (data.Enrolments.length === 0 && data.OtherInvoices.length === 0) ? (
        <p className="text-slate-600">
          {child
            ? `${child.firstName} has no enrolments yet. Once the school enrols them, their lessons left and invoices show here.`
            : 'You have no enrolments yet. Once the school enrols you, your lessons left and invoices show here.'}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {data.Enrolments.map((e) => (
              <EnrolmentCard key={e.id} enrolment={e} />
            ))}
          </ul>
          {data.OtherInvoices.length > 0 ? (
            <>
              <h3 className="mt-6 mb-2 font-serif text-xl font-semibold text-plum-900">Other invoices</h3>
              <ul aria-label="Other invoices" className="flex flex-col gap-2">
                {data.OtherInvoices.map((i) => (
                  <InvoiceItem key={i.id} invoice={i} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
