import { useId, useRef, useState } from 'react';
import { WHY_CHOOSE_US } from '../../content/home.ts';
import { useScrollProgress } from '../../lib/use-scroll-progress.ts';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

/**
 * Home section 6: twelve reasons in an accordion (one open at a time; clicking the open
 * one closes it). The panel grows, rounds and fades in as it scrolls up (--p from 0 to 1)
 * and shimmers once fully in place.
 */
export function WhyChooseUs() {
  const ref = useRef<HTMLDivElement>(null);
  const full = useScrollProgress(ref);
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <section className="overflow-hidden py-20">
      <div
        ref={ref}
        data-animated={full || undefined}
        className={`mx-auto max-w-6xl bg-plum-900 px-4 py-16 text-white sm:px-10 ${full ? 'shimmer' : ''}`}
        style={{
          transform: 'scale(calc(0.88 + 0.12 * var(--p, 1)))',
          opacity: 'calc(0.25 + 0.75 * var(--p, 1))',
          borderRadius: 'calc(var(--p, 1) * 2.5rem)',
        }}
      >
        <SectionHeading eyebrow="Why Choose Us" title="Why students choose us" dark>
          Twelve reasons families trust us with their music education.
        </SectionHeading>
        <ul className="mx-auto grid max-w-4xl gap-3">
          {WHY_CHOOSE_US.map((item, i) => {
            const expanded = open === i;
            return (
              <li key={item.title} className="rounded-xl bg-white/5 ring-1 ring-white/10">
                <h3 className="font-sans text-base">
                  <button
                    type="button"
                    id={`${id}-b${i}`}
                    aria-expanded={expanded}
                    aria-controls={`${id}-p${i}`}
                    onClick={() => setOpen(expanded ? null : i)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold"
                  >
                    {item.title}
                    <Icon
                      name="chevronDown"
                      className={`size-5 shrink-0 text-gold-300 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                </h3>
                <div id={`${id}-p${i}`} hidden={!expanded} className="px-5 pb-4 text-white/80">
                  {item.text}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
