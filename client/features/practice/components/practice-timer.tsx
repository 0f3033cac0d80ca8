import { useId } from 'react';
import { usePracticeSession } from '../hooks/use-practice-session.ts';
import type { SessionActivity } from '../practice-session.ts';
import { clockTime, practisedToday } from './format.ts';
import { card, cardTitle } from './styles.ts';

export const TIMER_TEXT = {
  counting: 'Counting: the metronome, the drone or a recording is on.',
  paused: 'Paused. Time counts while the metronome, the drone or a recording is on and this page is in view.',
} as const;

type Props = { timeZone: string; assignmentId: number | null; activity: SessionActivity };

/** The practice timer: this visit's counted time, today's in all, and whether it is counting. */
export function PracticeTimer({ timeZone, assignmentId, activity }: Props) {
  const titleId = useId();
  const session = usePracticeSession(timeZone, assignmentId, activity);
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={cardTitle}>
        Practice time
      </h2>
      <p
        role="timer"
        className="mt-2 font-mono text-5xl font-semibold text-plum-900"
        data-testid="practice-timer"
      >
        {clockTime(session.elapsedMs)}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {session.counting ? TIMER_TEXT.counting : TIMER_TEXT.paused}
      </p>
      <p className="mt-3 font-semibold text-plum-900" data-testid="practised-today">
        {practisedToday(session.todayMs)}
      </p>
      {session.error && (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {session.error}
        </p>
      )}
    </section>
  );
}
