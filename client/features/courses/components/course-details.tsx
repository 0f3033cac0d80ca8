import { Icon } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

type Props = {
  courseName: string;
  summary: string;
  involves: readonly string[];
  whoFor: readonly string[];
  outcomes: readonly string[];
};

/** What the training involves, who it is for and what the student will be able to do. */
export function CourseDetails({ courseName, summary, involves, whoFor, outcomes }: Props) {
  const blocks = [
    { title: 'What the Training Involves', items: involves },
    { title: 'Who It Is For', items: whoFor },
    { title: 'Learning Outcomes', items: outcomes },
  ];
  return (
    <section className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow="About the course" title={`${courseName} at a Glance`}>
          {summary}
        </SectionHeading>
        <div className="grid gap-6 lg:grid-cols-3">
          {blocks.map((b) => (
            <article key={b.title} className="rounded-2xl bg-plum-50 p-6 ring-1 ring-plum-100 sm:p-8">
              <h3 className="font-serif text-2xl font-semibold text-plum-900">{b.title}</h3>
              <ul className="mt-5 space-y-3">
                {b.items.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-gold-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
