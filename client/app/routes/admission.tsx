import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { ADMISSION_HERO, ADMISSION_INFO } from '../../content/admission.ts';
import { AdmissionForm } from '../../features/admission/components/admission-form.tsx';
import { AdmissionSteps } from '../../features/admission/components/admission-steps.tsx';
import { HydrationParts } from '../../lib/hydration-part.tsx';
import { lazyNearViewport } from '../../lib/lazy-near-viewport.tsx';
import { QueryScope } from '../query-scope.tsx';

// Three QR codes, drawn in the browser: below the first screen, they load as they near the viewport.
const PaymentOptions = lazyNearViewport(
  async () => (await import('../../features/admission/components/payment-options.tsx')).PaymentOptions,
);

export function AdmissionRoute() {
  return (
    <HydrationParts>
      <PageBanner title={ADMISSION_HERO.title}>{ADMISSION_HERO.intro}</PageBanner>
      <AdmissionSteps />
      <PaymentOptions />
      <section className="mx-auto max-w-4xl px-4 py-16">
        <SectionHeading eyebrow="Step 3" title="Application Form">
          Fill in your details and attach the screenshot of your payment.
        </SectionHeading>
        <div className="rounded-2xl border border-plum-100 bg-white p-5 shadow-sm sm:p-8">
          <QueryScope>
            <AdmissionForm />
          </QueryScope>
        </div>
      </section>
      <section className="bg-gradient-to-br from-plum-900 to-plum-700 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h2 className="font-serif text-3xl font-semibold">{ADMISSION_INFO.title}</h2>
          <p className="mt-4 text-white/85">{ADMISSION_INFO.text}</p>
          <Link to="/terms-conditions" className="btn-primary mt-6">
            {ADMISSION_INFO.button}
          </Link>
        </div>
      </section>
    </HydrationParts>
  );
}
