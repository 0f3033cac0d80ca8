import type { KeyboardEvent, MouseEvent } from 'react';
import { WAVEFORM_BARS } from '../hooks/use-take-waveform.ts';
import { clockTime } from './practice-format.ts';

type Props = {
  /** Each bar's loudness, 0 to 1; none while the take is decoded (or when it cannot be). */
  peaks: number[] | undefined;
  durationMs: number;
  /** The moment chosen for the next comment. */
  atMs: number;
  /** Where the player is. */
  playheadMs: number;
  /** The moments already commented on. */
  marks: number[];
  onPick(ms: number): void;
};

const STEP_MS = 1000;

/** One vertical stroke per bar, centred on the middle line (at least a sliver where it is silent). */
const barsPath = (bars: number[]) =>
  bars
    .map((peak, i) => {
      const h = Math.max(2, peak * 90);
      return `M${i + 0.5} ${50 - h / 2}V${50 + h / 2}`;
    })
    .join('');
const PAGE_MS = 5000;

/**
 * The take's waveform as a slider: a click on it, or the arrow keys (1 s; Page Up and Down 5 s;
 * Home and End), choose the moment a comment is for.
 */
export function TakeWaveform({ peaks, durationMs, atMs, playheadMs, marks, onPick }: Props) {
  const clamp = (ms: number) => Math.round(Math.min(durationMs, Math.max(0, ms)));
  const click = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onPick(clamp(((e.clientX - box.left) / (box.width || 1)) * durationMs));
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: atMs + STEP_MS,
      ArrowUp: atMs + STEP_MS,
      ArrowLeft: atMs - STEP_MS,
      ArrowDown: atMs - STEP_MS,
      PageUp: atMs + PAGE_MS,
      PageDown: atMs - PAGE_MS,
      Home: 0,
      End: durationMs,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onPick(clamp(next));
  };
  const x = (ms: number) => (durationMs ? (ms / durationMs) * WAVEFORM_BARS : 0);
  const bars = peaks ?? new Array<number>(WAVEFORM_BARS).fill(0);
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Moment of the take"
      aria-valuemin={0}
      aria-valuemax={Math.floor(durationMs / 1000)}
      aria-valuenow={Math.floor(atMs / 1000)}
      aria-valuetext={clockTime(atMs)}
      className="relative h-20 w-full cursor-pointer rounded-lg bg-plum-50 outline-offset-2 focus-visible:outline-2 focus-visible:outline-plum-600"
      onClick={click}
      onKeyDown={key}
      data-testid="take-waveform"
    >
      <svg
        className="size-full"
        viewBox={`0 0 ${WAVEFORM_BARS} 100`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d={barsPath(bars)} className="stroke-plum-600/60" strokeWidth={0.7} fill="none" />
        {marks.map((ms) => (
          <rect
            key={`mark-${ms}`}
            x={x(ms) - 0.3}
            width={0.6}
            y={0}
            height={100}
            className="fill-amber-500"
          />
        ))}
        <rect x={x(playheadMs) - 0.2} width={0.4} y={0} height={100} className="fill-slate-500" />
        <rect x={x(atMs) - 0.4} width={0.8} y={0} height={100} className="fill-plum-900" />
      </svg>
    </div>
  );
}
