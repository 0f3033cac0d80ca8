import { useEffect, useState } from 'react';
import { type BeatKind, barPattern, TALAS } from '../../../../common/practice-tools.ts';
import type { MetronomeState } from '../../../../common/schemas/live-class/practice.ts';
import { beatMarks } from '../../../lib/music/beat-marks.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import type { PracticePlayer } from '../rtc/lesson-core.ts';

const KIND_NAMES: Record<BeatKind, string> = { sam: 'sam', tali: 'clap', khali: 'khali', beat: 'beat' };

/**
 * The visual beat: the bar's beats with the tala's marks, the one sounding now lit. With reduced
 * motion nothing lights up or flashes: only the beat's number changes.
 */
export function PracticeBeat({ player, metronome }: { player: PracticePlayer; metronome: MetronomeState }) {
  const reduced = useReducedMotion();
  const [now, setNow] = useState<{ beat: number; place: number } | null>(null);
  useEffect(() => {
    if (!metronome.on) {
      setNow(null);
      return;
    }
    let frame = 0;
    const step = () => {
      const b = player.beatNow();
      setNow((prev) => (prev?.beat === b?.beat ? prev : b ? { beat: b.beat, place: b.place } : null));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [player, metronome.on]);

  const pattern = barPattern(metronome.beats, metronome.tala);
  const marks = beatMarks(pattern, metronome.tala !== null);
  const label = metronome.tala
    ? `${TALAS[metronome.tala].name}, ${pattern.length} beats`
    : `${pattern.length} ${pattern.length === 1 ? 'beat' : 'beats'} a bar`;
  return (
    <div
      className="flex items-center gap-3"
      data-testid="practice-beat"
      data-beat={now ? now.beat : ''}
      data-place={now ? now.place + 1 : ''}
      data-accents={pattern.join(',')}
    >
      <p
        className="w-12 shrink-0 text-center font-mono text-3xl font-semibold text-plum-900"
        aria-hidden="true"
      >
        {metronome.on && now ? now.place + 1 : '–'}
      </p>
      <ol className="flex flex-wrap gap-1" aria-label={label}>
        {pattern.map((kind, i) => {
          const lit = !reduced && metronome.on && now?.place === i;
          const accent = kind === 'sam' ? 'ring-2 ring-gold-500' : kind === 'khali' ? 'border-dashed' : '';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a bar's places are fixed
              key={i}
              aria-label={`Beat ${i + 1}${kind === 'beat' ? '' : `, ${KIND_NAMES[kind]}`}`}
              className={`flex size-7 items-center justify-center rounded-md border border-plum-200 text-xs font-semibold ${accent} ${lit ? 'bg-plum-800 text-white' : 'bg-white text-plum-900'}`}
            >
              {marks[i]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
