import { Link } from 'react-router';
import { ALL_IN_ONE } from '../../content/home.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { SectionImage } from '../ui/section-image.tsx';

/** Home section 8: the All-in-One Program. */
export function AllInOneMastery() {
  return (
    <section className="bg-plum-50 py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading eyebrow={ALL_IN_ONE.eyebrow} title={ALL_IN_ONE.title} align="left" />
          <p className="text-lg leading-relaxed text-slate-600">{ALL_IN_ONE.text}</p>
          <ul className="mt-6 space-y-2 text-plum-900">
            {ALL_IN_ONE.points.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Icon name="check" className="size-5 text-gold-700" />
                {p}
              </li>
            ))}
          </ul>
          <Link to="/all-in-one" className="btn-primary mt-8">
            Explore the All-in-One Program
          </Link>
        </div>
        <SectionImage src="/media/all-in-one.webp" alt="Three circles of music, one for each discipline" />
      </div>
    </section>
  );
}
