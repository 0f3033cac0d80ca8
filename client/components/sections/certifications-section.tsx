import { CERTIFICATION_BODIES } from '../../content/certifications.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/** The five graded certification bodies students prepare for. */
export function CertificationsSection() {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow="Certifications" title="Graded certifications we prepare you for">
          Students sit graded examinations from five external certification bodies.
        </SectionHeading>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {CERTIFICATION_BODIES.map((b) => (
            <li
              key={b.name}
              className="rounded-2xl border border-plum-100 bg-white p-6 text-center shadow-sm"
            >
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-plum-50 text-gold-700">
                <Icon name="award" className="size-8" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-plum-900">{b.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{b.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
