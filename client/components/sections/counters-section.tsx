import { useRef } from 'react';
import { COUNTERS, type Counter } from '../../content/counters.ts';
import { useCountUp } from '../../lib/use-count-up.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { useSeenOnce } from '../../lib/use-seen-once.ts';

function CounterFigure({ counter, start }: { counter: Counter; start: boolean }) {
  const reduced = useReducedMotion();
  const value = useCountUp(counter.value, start, reduced ? 0 : 2000);
  return (
    <div className="text-center last:col-span-2 sm:last:col-span-1">
      <p className="font-serif text-4xl font-semibold text-gold-300 tabular-nums sm:text-5xl">
        {`${value}${counter.suffix}`}
      </p>
      <p className="mt-2 text-sm font-medium tracking-wide text-white/85 uppercase">{counter.label}</p>
    </div>
  );
}

/** The school's figures, counting up once the row comes into view. */
export function CountersSection() {
  const ref = useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref, 0.4);
  return (
    <section ref={ref} aria-label="Our figures" className="bg-plum-900 py-14">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 sm:grid-cols-3 lg:grid-cols-5">
        {COUNTERS.map((c) => (
          <CounterFigure key={c.label} counter={c} start={seen} />
        ))}
      </div>
    </section>
  );
}
