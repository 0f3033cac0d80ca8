import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

type Policy = { title: string; termsAnchor: string; linkLabel: string; items: readonly string[] };

/** The student course policies, each group linking to the full terms. */
export function CoursePolicies({ policies }: { policies: readonly Policy[] }) {
  return (
    <section className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow="Before you enrol" title="Course Policies">
          A summary of the rules every student agrees to. The full terms and conditions apply.
        </SectionHeading>
        <div className="grid gap-6 lg:grid-cols-3">
          {policies.map((p) => (
            <article key={p.title} className="flex flex-col rounded-2xl p-6 ring-1 ring-plum-100 sm:p-8">
              <h3 className="font-serif text-2xl font-semibold text-plum-900">{p.title}</h3>
              <ul className="mt-5 flex-1 space-y-3">
                {p.items.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500" />
                    {item}
                  </li>
                ))}
              </ul>
              <Link
                to={`/terms-conditions#${p.termsAnchor}`}
                className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-plum-700 underline-offset-4 hover:underline"
              >
                {p.linkLabel}
                <Icon name="chevronDown" className="size-4 -rotate-90" />
              </Link>
            </article>
          ))}
        </div>
        <div className="mt-10 text-center">
          <Link to="/terms-conditions" className="btn-primary">
            View Terms & Conditions
          </Link>
        </div>
      </div>
    </section>
  );
}
