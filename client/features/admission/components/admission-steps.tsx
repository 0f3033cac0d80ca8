import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { ADMISSION_STEPS } from '../../../content/admission.ts';

/** The 5-step admission process. */
export function AdmissionSteps() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading eyebrow="How to apply" title="Admission Process" />
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {ADMISSION_STEPS.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-plum-100 bg-white p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-full bg-gold-400 font-serif text-lg font-bold text-plum-950">
              {i + 1}
            </span>
            <h3 className="mt-4 font-serif text-lg font-semibold text-plum-900">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
