import { useEffect, useRef, useState } from 'react';
import { type NoteSystem, nearestNote, noteHz, noteLabel } from '../../lib/pitch/notes.ts';
import type { PitchFeed } from '../../lib/pitch/pitch-feed.ts';
import { scaleSteps, scalesFor } from '../../lib/pitch/scales.ts';
import { useStore } from '../../lib/use-store.ts';
import { drawPitch } from './draw-pitch.ts';
import { pitchText } from './pitch-text.ts';
import { ReadingSection } from './reading-section.tsx';

type Props = {
  feed: PitchFeed;
  /** Whose pitch: 'Your pitch', 'The student’s pitch'. */
  title: string;
  system: NoteSystem;
  /** The drone's Sa; for Western names its key is the scale's tonic. */
  saHz: number;
};

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
    <ReadingSection
      title={title}
      choice={{
        label: system === 'swara' ? 'Thaat' : 'Scale',
        value: scale?.id ?? '',
        options: scales.map((s) => ({ value: s.id, label: s.name })),
        onChange: setScaleId,
      }}
      text={text}
      testId="pitch-now"
      picture={
        <canvas
          ref={canvas}
          width={640}
          height={240}
          className="h-60 w-full rounded-lg bg-plum-50"
          aria-label={`${title}: a line of the last 15 seconds against the scale’s notes`}
        />
      }
    />
  );
}
