import type { KeyboardEvent, PointerEvent } from 'react';
import { type Loop, positionText } from '../../lib/slow-practice/loop-math.ts';

type Props = {
  peaks: number[];
  duration: number;
  position: number;
  loop: Loop;
  onMove(which: 'a' | 'b', s: number): void;
  onSeek(s: number): void;
};

/** Arrow keys move a point a tenth of a second; Page Up and Down a second. */
const STEP_S = 0.1;
const PAGE_S = 1;

/** One vertical stroke per bar, centred on the middle line (at least a sliver where it is silent). */
const barsPath = (bars: number[]) =>
  bars
    .map((peak, i) => `M${i + 0.5} ${50 - Math.max(2, peak * 90) / 2}V${50 + Math.max(2, peak * 90) / 2}`)
    .join('');

/**
 * The recording's waveform with the loop's A and B as two handles (sliders: dragged, or the arrow
 * keys, Page Up and Down, Home and End) and the playhead; a click elsewhere plays on from there.
 */
export function LoopWaveform({ peaks, duration, position, loop, onMove, onSeek }: Props) {
  const at = (s: number) => `${duration ? (s / duration) * 100 : 0}%`;
  // The second under the pointer, from the waveform's own box (the handles sit inside it).
  const secondAt = (e: PointerEvent<HTMLElement>) => {
    const box = (e.currentTarget.closest('[data-loop-waveform]') as HTMLElement).getBoundingClientRect();
    return Math.min(duration, Math.max(0, ((e.clientX - box.left) / (box.width || 1)) * duration));
  };
  const handle = (which: 'a' | 'b') => {
    const value = loop[which];
    const key = (e: KeyboardEvent<HTMLDivElement>) => {
      const moves: Record<string, number> = {
        ArrowRight: value + STEP_S,
        ArrowUp: value + STEP_S,
        ArrowLeft: value - STEP_S,
        ArrowDown: value - STEP_S,
        PageUp: value + PAGE_S,
        PageDown: value - PAGE_S,
        Home: 0,
        End: duration,
      };
      const next = moves[e.key];
      if (next === undefined) return;
      e.preventDefault();
      onMove(which, next);
    };
    return (
      <div
        role="slider"
        tabIndex={0}
        aria-label={which === 'a' ? 'Loop start (A)' : 'Loop end (B)'}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration * 10) / 10}
        aria-valuenow={Math.round(value * 10) / 10}
        aria-valuetext={positionText(value)}
        onKeyDown={key}
        onPointerDown={(e) => {
          e.stopPropagation();
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }}
        onPointerMove={(e) => {
          if (e.currentTarget.hasPointerCapture?.(e.pointerId)) onMove(which, secondAt(e));
        }}
        onClick={(e) => e.stopPropagation()}
        style={{ left: at(value) }}
        className="absolute inset-y-0 z-10 flex w-11 -translate-x-1/2 cursor-ew-resize touch-none justify-center outline-offset-2 focus-visible:outline-2 focus-visible:outline-plum-600"
      >
        <span className="h-full w-1 rounded bg-plum-800" aria-hidden="true" />
        <span
          className="absolute top-0 rounded bg-plum-800 px-1.5 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {which === 'a' ? 'A' : 'B'}
        </span>
      </div>
    );
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click is a shortcut for the handles and the Play button, which the keyboard reaches
    <div
      data-loop-waveform
      data-testid="loop-waveform"
      className="relative h-24 w-full cursor-pointer rounded-lg bg-plum-50"
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        onSeek(Math.min(duration, Math.max(0, ((e.clientX - box.left) / (box.width || 1)) * duration)));
      }}
    >
      {loop.on && (
        <div
          className="absolute inset-y-0 bg-gold-300/30"
          style={{ left: at(loop.a), width: `calc(${at(loop.b)} - ${at(loop.a)})` }}
          aria-hidden="true"
        />
      )}
      <svg
        className="absolute inset-0 size-full"
        viewBox={`0 0 ${Math.max(1, peaks.length)} 100`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d={barsPath(peaks)} className="stroke-plum-600/60" strokeWidth={0.7} fill="none" />
      </svg>
      <div
        className="absolute inset-y-0 w-0.5 bg-rose-600"
        style={{ left: at(position) }}
        aria-hidden="true"
      />
      {handle('a')}
      {handle('b')}
    </div>
  );
}
