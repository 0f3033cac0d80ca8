import { FOUNDER } from '../../content/about.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionText } from '../ui/section-text.tsx';

/** About: the founder, a renowned opera singer, with figures and awards. */
export function FounderProfile() {
  return (
    <section className="bg-plum-50 py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-5">
        <img
          src="/media/founder.webp"
          alt="Portrait illustration of our founder"
          width={600}
          height={720}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-sm rounded-3xl shadow-xl lg:col-span-2"
        />
        <div className="lg:col-span-3">
          <SectionText text={FOUNDER} />
          <div className="mt-8 flex gap-10">
            {FOUNDER.stats.map((s) => (
              <div key={s.label}>
                <p className="font-serif text-4xl font-semibold text-plum-800">{s.value}</p>
                <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">{s.label}</p>
              </div>
            ))}
          </div>
          <h3 className="mt-8 text-xl font-semibold text-plum-900">Awards</h3>
          <ul className="mt-3 space-y-2">
            {FOUNDER.awards.map((a) => (
              <li key={a} className="flex gap-2 text-slate-700">
                <Icon name="award" className="size-5 shrink-0 text-gold-700" />
                {a}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
