import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PAYMENT_INTRO } from '../../../content/admission.ts';
import { school } from '../../../lib/school.ts';
import { BankDetails } from './bank-details.tsx';
import { PaymentCard } from './payment-card.tsx';

/** The three instant-payment options and the bank details on request. */
export function PaymentOptions() {
  return (
    <section aria-labelledby="payment-options" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div id="payment-options">
          <SectionHeading eyebrow="Step 2" title="Payment Options">
            {PAYMENT_INTRO}
          </SectionHeading>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {school.payments.map((option) => (
            <PaymentCard key={option.id} option={option} />
          ))}
        </ul>
        <BankDetails />
      </div>
    </section>
  );
}
