import { OFFLINE_INTRO, TRAINING_CARDS } from '../../content/offline.ts';
import { CardImage } from '../ui/card-image.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/** Offline: what is taught on campus, as a card grid. */
export function CampusTraining() {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={OFFLINE_INTRO.eyebrow} title={OFFLINE_INTRO.title}>
          {OFFLINE_INTRO.text}
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TRAINING_CARDS.map((c) => (
            <li key={c.title} className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-plum-100">
              <CardImage src={c.image} />
              <div className="p-5">
                <h3 className="text-xl font-semibold text-plum-900">{c.title}</h3>
                <p className="mt-2 text-slate-600">{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
