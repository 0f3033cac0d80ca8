import { useEffect, useState } from 'react';
import { type BeatKind, barPattern, TALAS, type TalaId } from '../../../common/practice-tools.ts';
import { beatMarks } from '../../lib/music/beat-marks.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';

/** The beat sounding now: its number since the start, and its place in the bar. */
export type BeatNow = { beat: number; place: number };

type Props = {
  metronome: { on: boolean; beats: number; tala: TalaId | null };
  /** The player of the beats, asked every frame while the metronome runs. */
  source: { beatNow(): BeatNow | null };
  /** 'large' for the practice room, where the bar is the page's main thing. */
  size?: 'small' | 'large';
};

const KIND_NAMES: Record<BeatKind, string> = { sam: 'sam', tali: 'clap', khali: 'khali', beat: 'beat' };
const SIZES = {
  small: { number: 'text-3xl', beat: 'size-7 text-xs', gap: 'gap-1' },
  large: { number: 'text-4xl', beat: 'size-8 text-sm', gap: 'gap-1.5' },
} as const;

/** The bar's places grouped by the tala's sections (vibhag), so a narrow screen wraps between them. */
export function barSections(pattern: BeatKind[], tala: boolean): number[][] {
  const out: number[][] = [];
  for (const [i, kind] of pattern.entries()) {
    if (i === 0 || (tala && kind !== 'beat')) out.push([]);
    out.at(-1)?.push(i);
  }
  return out;
}

/**
 * The visual beat of the metronome, in the lesson and the practice room alike: the bar's beats
 * with the tala's marks, the one sounding now lit. With reduced motion nothing lights up or
 * flashes: only the beat's number changes.
 */
export function BeatBar({ metronome, source, size = 'small' }: Props) {
  const reduced = useReducedMotion();
  const [now, setNow] = useState<BeatNow | null>(null);
  useEffect(() => {
    if (!metronome.on) {
      setNow(null);
      return;
    }
    let frame = 0;
    const step = () => {
      const b = source.beatNow();
      setNow((prev) => (prev?.beat === b?.beat ? prev : b ? { beat: b.beat, place: b.place } : null));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [source, metronome.on]);

  const pattern = barPattern(metronome.beats, metronome.tala);
  const marks = beatMarks(pattern, metronome.tala !== null);
  const label = metronome.tala
    ? `${TALAS[metronome.tala].name}, ${pattern.length} beats`
    : `${pattern.length} ${pattern.length === 1 ? 'beat' : 'beats'} a bar`;
  const sized = SIZES[size];
  return (
    <div
      className="flex items-center gap-3"
      data-testid="practice-beat"
      data-beat={now ? now.beat : ''}
      data-place={now ? now.place + 1 : ''}
      data-accents={pattern.join(',')}
    >
      <p
        className={`w-12 shrink-0 text-center font-mono font-semibold text-plum-900 ${sized.number}`}
        aria-hidden="true"
      >
        {metronome.on && now ? now.place + 1 : '–'}
      </p>
      <ol aria-label={label} className="flex min-w-0 flex-wrap gap-x-3 gap-y-1.5">
        {barSections(pattern, metronome.tala !== null).map((places) => (
          <li key={places[0]}>
            <ol className={`flex flex-wrap ${sized.gap}`}>
              {places.map((i) => {
                const kind = pattern[i] as BeatKind;
                const lit = !reduced && metronome.on && now?.place === i;
                const accent =
                  kind === 'sam' ? 'ring-2 ring-gold-500' : kind === 'khali' ? 'border-dashed' : '';
                return (
                  <li
                    key={i}
                    aria-label={`Beat ${i + 1}${kind === 'beat' ? '' : `, ${KIND_NAMES[kind]}`}`}
                    className={`flex items-center justify-center rounded-md border border-plum-200 font-semibold ${sized.beat} ${accent} ${lit ? 'bg-plum-800 text-white' : 'bg-white text-plum-900'}`}
                  >
                    {marks[i]}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
