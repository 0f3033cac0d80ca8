import { LEARNING_MODES } from '../../content/home.ts';
import { CardImage } from '../ui/card-image.tsx';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/** Online learning beside offline campus learning. */
export function LearningModes() {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow="Online or On Campus" title={LEARNING_MODES.title} />
        <div className="grid gap-8 md:grid-cols-2">
          {LEARNING_MODES.modes.map((m) => (
            <article key={m.name} className="overflow-hidden rounded-3xl bg-white shadow-md">
              <CardImage src={m.image} />
              <div className="p-6 sm:p-8">
                <h3 className="text-2xl font-semibold text-plum-900">{m.name}</h3>
                <p className="mt-3 text-slate-600">{m.text}</p>
                <ul className="mt-4 space-y-2">
                  {m.points.map((p) => (
                    <li key={p} className="flex items-center gap-2 text-plum-900">
                      <Icon name="check" className="size-5 text-gold-700" />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
