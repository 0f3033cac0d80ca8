import { useRef } from 'react';
import { Link } from 'react-router';
import { OPERA_CENTRE } from '../../content/home.ts';
import { useCentreReveal } from '../../lib/use-centre-reveal.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/** Home section 9: the opera training centre, sliding in once it reaches the viewport's middle. */
export function OperaCentre() {
  const ref = useRef<HTMLElement>(null);
  const state = useCentreReveal(ref);
  const hidden = state === 'waiting';
  const move = 'transition-all duration-700 ease-out';
  return (
    <section ref={ref} data-reveal={state} className="overflow-hidden bg-plum-950 py-20 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <img
          src="/media/opera-centre.webp"
          alt="A soprano on stage between red curtains"
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className={`h-auto w-full rounded-3xl shadow-2xl ${move} ${hidden ? '-translate-x-16 opacity-0' : ''}`}
        />
        <div className={`${move} delay-150 ${hidden ? 'translate-x-16 opacity-0' : ''}`}>
          <SectionHeading eyebrow={OPERA_CENTRE.eyebrow} title={OPERA_CENTRE.title} align="left" dark />
          <p className="text-lg leading-relaxed text-white/85">{OPERA_CENTRE.text}</p>
          <ul className="mt-6 space-y-2">
            {OPERA_CENTRE.points.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Icon name="check" className="size-5 text-gold-300" />
                {p}
              </li>
            ))}
          </ul>
          <Link to="/opera-singing" className="btn-primary mt-8">
            Explore Opera Singing
          </Link>
        </div>
      </div>
    </section>
  );
}
