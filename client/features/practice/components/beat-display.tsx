import { useEffect, useState } from 'react';
import { type BeatKind, barPattern, TALAS } from '../../../../common/practice-tools.ts';
import { beatMarks } from '../../../lib/music/beat-marks.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import type { RoomMetronome, RoomTools } from '../room-tools.ts';

/** The bar's places grouped by the tala's sections (vibhag), so a phone wraps between them. */
function sections(pattern: BeatKind[], tala: boolean): number[][] {
  const out: number[][] = [];
  pattern.forEach((kind, i) => {
    if (i === 0 || (tala && kind !== 'beat')) out.push([]);
    out.at(-1)?.push(i);
  });
  return out;
}

const KIND_NAMES: Record<BeatKind, string> = { sam: 'sam', tali: 'clap', khali: 'khali', beat: 'beat' };

/**
 * The bar's beats with the tala's marks, the one heard now lit (as in the lesson's tools). With
 * reduced motion nothing lights up: only the beat's number changes.
 */
export function BeatDisplay({ tools, metronome }: { tools: RoomTools; metronome: RoomMetronome }) {
  const reduced = useReducedMotion();
  const [now, setNow] = useState<{ beat: number; place: number } | null>(null);
  useEffect(() => {
    if (!metronome.on) {
      setNow(null);
      return;
    }
    let frame = 0;
    const step = () => {
      const b = tools.beatNow();
      setNow((prev) => (prev?.beat === b?.beat ? prev : b ? { beat: b.beat, place: b.place } : null));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [tools, metronome.on]);

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
    >
      <p
        className="w-12 shrink-0 text-center font-mono text-4xl font-semibold text-plum-900"
        aria-hidden="true"
      >
        {metronome.on && now ? now.place + 1 : '–'}
      </p>
      <ol aria-label={label} className="flex min-w-0 flex-wrap gap-x-3 gap-y-1.5">
        {sections(pattern, metronome.tala !== null).map((places) => (
          <li key={places[0]}>
            <ol className="flex flex-wrap gap-1.5">
              {places.map((i) => {
                const kind = pattern[i] as BeatKind;
                const lit = !reduced && metronome.on && now?.place === i;
                const accent =
                  kind === 'sam' ? 'ring-2 ring-gold-500' : kind === 'khali' ? 'border-dashed' : '';
                return (
                  <li
                    key={i}
                    aria-label={`Beat ${i + 1}${kind === 'beat' ? '' : `, ${KIND_NAMES[kind]}`}`}
                    className={`flex size-8 items-center justify-center rounded-md border border-plum-200 text-sm font-semibold ${accent} ${lit ? 'bg-plum-800 text-white' : 'bg-white text-plum-900'}`}
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
