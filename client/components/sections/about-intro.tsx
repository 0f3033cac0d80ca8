import { ABOUT_INTRO, FACILITIES } from '../../content/about.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionImage } from '../ui/section-image.tsx';
import { SectionText } from '../ui/section-text.tsx';

/** About: who we are, and the fourteen facilities. */
export function AboutIntro() {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionText text={ABOUT_INTRO} />
          </div>
          <SectionImage src="/media/about-intro.webp" alt="A piano keyboard under floating notes" />
        </div>
        <h2 className="mt-20 text-center font-serif text-3xl font-semibold text-plum-900 sm:text-4xl">
          Our Facilities
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4 xl:grid-cols-7">
          {FACILITIES.map((f) => (
            <li key={f.title} className="rounded-2xl border border-plum-100 bg-white p-4 shadow-sm sm:p-5">
              <Icon name="music" className="size-7 text-gold-700" />
              <h3 className="mt-3 font-semibold text-plum-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
