import { useId, useState } from 'react';
import { centsLabel } from '../../lib/pitch/notes.ts';
import type { PitchFeed } from '../../lib/pitch/pitch-feed.ts';
import { TUNINGS, type TunerInstrument, tune } from '../../lib/pitch/tuner.ts';
import { useStore } from '../../lib/use-store.ts';
import { NO_PITCH } from './pitch-text.ts';
import { useSpokenText } from './use-spoken-text.ts';

const INSTRUMENTS = Object.keys(TUNINGS) as TunerInstrument[];

/**
 * A tuner on one side's pitch: the nearest note and its cents, a needle (straight up is in
 * tune, ±50 cents at the ends), and the instrument's strings with the nearest one marked.
 */
export function TunerPanel({ feed, title }: { feed: PitchFeed; title: string }) {
  const [instrument, setInstrument] = useState<TunerInstrument>('guitar');
  const { hz } = useStore(feed);
  const reading = hz === null ? null : tune(hz, instrument);
  // On a string instrument the needle shows the string; for the voice, the nearest note.
  const cents = reading ? (reading.stringCents ?? reading.cents) : null;
  const text = reading
    ? `${reading.note}, ${centsLabel(reading.cents)}${
        reading.string && reading.string.name !== reading.note
          ? ` · nearest string ${reading.string.name}, ${centsLabel(reading.stringCents ?? 0)}`
          : ''
      }`
    : NO_PITCH;
  const spoken = useSpokenText(text);
  const titleId = useId();
  const angle = cents === null ? 0 : Math.max(-50, Math.min(50, cents)) * 0.9;
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-plum-900">
          {title}
        </h3>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Instrument
          <select
            value={instrument}
            onChange={(e) => setInstrument(e.target.value as TunerInstrument)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
          >
            {INSTRUMENTS.map((i) => (
              <option key={i} value={i}>
                {TUNINGS[i].label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <svg viewBox="-60 -60 120 70" className="h-28 w-full" aria-hidden="true">
        <path d="M -50 0 A 50 50 0 0 1 50 0" fill="none" stroke="#e2d5df" strokeWidth="6" />
        <line x1="0" y1="-56" x2="0" y2="-44" stroke="#15803d" strokeWidth="2" />
        <line
          x1="0"
          y1="0"
          x2="0"
          y2="-48"
          stroke={cents === null ? '#cbd5e1' : Math.abs(cents) <= 5 ? '#15803d' : '#b45309'}
          strokeWidth="3"
          strokeLinecap="round"
          transform={`rotate(${angle})`}
          data-testid="tuner-needle"
        />
      </svg>
      <p className="font-mono text-lg text-plum-900" data-testid="tuner-now">
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
      {TUNINGS[instrument].strings.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${TUNINGS[instrument].label} strings`}>
          {TUNINGS[instrument].strings.map((s) => {
            const near = reading?.string?.name === s.name;
            return (
              <li
                key={s.name}
                aria-current={near ? 'true' : undefined}
                className={`rounded-full px-3 py-1 font-mono text-sm ${
                  near ? 'bg-plum-800 text-white' : 'bg-plum-50 text-plum-900'
                }`}
              >
                {s.name}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
