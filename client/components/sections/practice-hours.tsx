import { PRACTICE_HOURS } from '../../content/offline.ts';
import { Icon } from '../ui/icon.tsx';

/** Offline: when the practice area is open. */
export function PracticeHours() {
  return (
    <section className="bg-plum-900 py-16 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center">
        <Icon name="clock" className="size-10 text-gold-300" />
        <h2 className="mt-4 font-serif text-3xl font-semibold">{PRACTICE_HOURS.title}</h2>
        <p className="mt-3 text-white/85">{PRACTICE_HOURS.text}</p>
        <p className="mt-6 text-2xl font-semibold text-gold-300">
          {`${PRACTICE_HOURS.days.join(', ')}: ${PRACTICE_HOURS.hours}`}
        </p>
      </div>
    </section>
  );
}
