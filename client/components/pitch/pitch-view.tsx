import { useEffect, useId, useRef, useState } from 'react';
import { type NoteSystem, nearestNote, noteHz, noteLabel } from '../../lib/pitch/notes.ts';
import type { PitchFeed } from '../../lib/pitch/pitch-feed.ts';
import { scaleSteps, scalesFor } from '../../lib/pitch/scales.ts';
import { useStore } from '../../lib/use-store.ts';
import { drawPitch } from './draw-pitch.ts';
import { pitchText } from './pitch-text.ts';
import { useSpokenText } from './use-spoken-text.ts';

type Props = {
  feed: PitchFeed;
  /** Whose pitch: 'Your pitch', 'The student’s pitch'. */
  title: string;
  system: NoteSystem;
  /** The drone's Sa; for Western names its key is the scale's tonic. */
  saHz: number;
};

const SELECT = 'rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900';

/**
 * The singer's pitch over the last 15 s as a line against the scale's notes (swaras over the
 * drone's Sa, or Western names), with the current note and its cents in text.
 */
export function PitchView({ feed, title, system, saHz }: Props) {
  const scales = scalesFor(system);
  const [scaleId, setScaleId] = useState(scales[0]?.id ?? '');
  const scale = scales.find((s) => s.id === scaleId) ?? scales[0];
  const canvas = useRef<HTMLCanvasElement>(null);
  const { hz } = useStore(feed);
  const text = pitchText(hz, system, saHz);
  const spoken = useSpokenText(text);
  const titleId = useId();

  useEffect(() => {
    const el = canvas.current;
    const g = el?.getContext('2d');
    if (!el || !g || !scale) return;
    // Western steps count from C4; the drone's key is Sa's place among them.
    const keyStep = system === 'swara' ? 0 : nearestNote(saHz, 'western').step;
    let frame = 0;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      // A closed panel keeps its feed filling but draws nothing.
      if (el.getClientRects().length === 0) return;
      const now = feed.now();
      const points = feed.trace.since(now);
      const steps = points.flatMap((p) => (p.hz === null ? [] : [nearestNote(p.hz, system, saHz).step]));
      const low = Math.min(keyStep - 5, ...steps) - 1;
      const high = Math.max(keyStep + 13, ...steps) + 1;
      const lines = scaleSteps(scale, keyStep, low, high).map((step) => {
        const note = nearestNote(noteHz(step, system, saHz), system, saHz);
        return { step, label: noteLabel(note, system), tonic: (step - keyStep) % 12 === 0 };
      });
      drawPitch(g, { width: el.width, height: el.height }, points, now, lines, {
        system,
        saHz,
        low,
        high,
      });
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [feed, scale, system, saHz]);

  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-plum-900">
          {title}
        </h3>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {system === 'swara' ? 'Thaat' : 'Scale'}
          <select value={scale?.id} onChange={(e) => setScaleId(e.target.value)} className={SELECT}>
            {scales.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <canvas
        ref={canvas}
        width={640}
        height={240}
        className="h-60 w-full rounded-lg bg-plum-50"
        aria-label={`${title}: a line of the last 15 seconds against the scale’s notes`}
      />
      <p className="font-mono text-lg text-plum-900" data-testid="pitch-now">
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </section>
  );
}
