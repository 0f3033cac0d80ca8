import { useRef } from 'react';
import { SKILLS } from '../../content/about.ts';
import { useCountUp } from '../../lib/use-count-up.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { useSeenOnce } from '../../lib/use-seen-once.ts';
import { SectionHeading } from '../ui/section-heading.tsx';

function SkillBar({ label, delay, start }: { label: string; delay: number; start: boolean }) {
  const reduced = useReducedMotion();
  const value = useCountUp(100, start, reduced ? 0 : 2000, delay);
  return (
    <li>
      <div className="flex justify-between font-semibold text-plum-900">
        <span>{label}</span>
        <span className="tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-2 h-3 overflow-hidden rounded-full bg-plum-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-plum-600 to-gold-500"
          style={{ width: `${value}%` }}
        />
      </div>
    </li>
  );
}

/** About: six bars counting to 100% over 2 s once 30% visible, 200 to 1200 ms apart. */
export function SkillBars() {
  const ref = useRef<HTMLUListElement>(null);
  const seen = useSeenOnce(ref, 0.3);
  return (
    <section className="py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading eyebrow="Our Strengths" title={SKILLS.title}>
          {SKILLS.text}
        </SectionHeading>
        <ul ref={ref} className="grid gap-6 md:grid-cols-2 md:gap-x-12">
          {SKILLS.bars.map((label, i) => (
            <SkillBar key={label} label={label} delay={200 * (i + 1)} start={seen} />
          ))}
        </ul>
      </div>
    </section>
  );
}
