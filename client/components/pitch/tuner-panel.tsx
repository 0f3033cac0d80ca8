import { useMemo, useState } from 'react';
import type { Tuning } from '../../../common/schemas/tunings.ts';
import { centsLabel } from '../../lib/pitch/notes.ts';
import type { PitchFeed } from '../../lib/pitch/pitch-feed.ts';
import { tune, tunerChoices } from '../../lib/pitch/tuner.ts';
import { useStore } from '../../lib/use-store.ts';
import { NO_PITCH } from './pitch-text.ts';
import { ReadingSection } from './reading-section.tsx';

/**
 * A tuner on one side's pitch: the nearest note and its cents, a needle (straight up is in
 * tune, ±50 cents at the ends), and the instrument's strings with the nearest one marked. The
 * standard instruments come first, then the school's own tunings (`school`).
 */
export function TunerPanel({ feed, title, school }: { feed: PitchFeed; title: string; school: Tuning[] }) {
  const choices = useMemo(() => tunerChoices(school), [school]);
  const [choiceId, setChoiceId] = useState('guitar');
  const choice = choices.find((c) => c.id === choiceId) ?? choices[0];
  const strings = choice?.strings ?? [];
  const { hz } = useStore(feed);
  const reading = hz === null ? null : tune(hz, strings);
  // On a string instrument the needle shows the string; for the voice, the nearest note.
  const cents = reading ? (reading.stringCents ?? reading.cents) : null;
  const text = reading
    ? `${reading.note}, ${centsLabel(reading.cents)}${
        reading.string && reading.string.name !== reading.note
          ? ` · nearest string ${reading.string.name}, ${centsLabel(reading.stringCents ?? 0)}`
          : ''
      }`
    : NO_PITCH;
  const angle = cents === null ? 0 : Math.max(-50, Math.min(50, cents)) * 0.9;
  return (
    <ReadingSection
      title={title}
      choice={{
        label: 'Instrument',
        value: choice?.id ?? '',
        options: choices.map((c) => ({ value: c.id, label: c.label })),
        onChange: setChoiceId,
      }}
      text={text}
      testId="tuner-now"
      picture={
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
      }
    >
      {strings.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${choice?.label} strings`}>
          {strings.map((s, i) => {
            const near = reading?.string?.name === s.name;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a tuning may hold one note twice (a 12-string's unison pairs), and the list never reorders
                key={`${i}-${s.name}`}
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
    </ReadingSection>
  );
}
