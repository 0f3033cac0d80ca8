import { TEMPO } from '../../../common/practice-tools.ts';

/** The speeds slow practice plays at: half to full speed, in steps of 5 %. */
export const SPEED = { min: 0.5, max: 1, step: 0.05 } as const;
/** The shortest loop: the stretch turns its loop off where A and B meet. */
export const MIN_LOOP_S = 0.2;

/** The section A to B (seconds of the recording), played over and over when `on`. */
export type Loop = { a: number; b: number; on: boolean };

/** Playback started at context time `at` from recording second `from`, at `rate`. */
export type PlayAnchor = { at: number; from: number; rate: number };

/**
 * Where in the recording the sound is at context time `now`: as the stretch computes it, so a
 * position past B (looping) goes back by the loop's length, until it is within A to B.
 */
export function positionAt(anchor: PlayAnchor, now: number, loop: Loop): number {
  const p = anchor.from + Math.max(0, now - anchor.at) * anchor.rate;
  const length = loop.b - loop.a;
  if (!loop.on || length <= 0 || p < loop.b) return p;
  return loop.a + ((p - loop.a) % length);
}

/** Where Play starts: where it stopped, unless that is outside the loop (or at the end), then A (or 0). */
export function startFrom(position: number, loop: Loop, duration: number): number {
  if (loop.on) return position >= loop.a && position < loop.b ? position : loop.a;
  return position < duration ? position : 0;
}

/** A or B moved to `s`: kept within the recording and at least MIN_LOOP_S apart (the other one stays). */
export function movePoint(loop: Loop, which: 'a' | 'b', s: number, duration: number): Loop {
  const gap = Math.min(MIN_LOOP_S, duration);
  if (which === 'a') return { ...loop, a: clamp(s, 0, loop.b - gap) };
  return { ...loop, b: clamp(s, loop.a + gap, duration) };
}

/** A speed from the slider, within SPEED and on its steps. */
export function validSpeed(rate: number): number {
  const stepped = Math.round(rate / SPEED.step) * SPEED.step;
  return clamp(Math.round(stepped * 100) / 100, SPEED.min, SPEED.max);
}

/** The metronome's tempo for a recording at `baseBpm` played at `rate`: whole beats, within TEMPO. */
export function tempoAt(baseBpm: number, rate: number): number {
  return clamp(Math.round(baseBpm * rate), TEMPO.min, TEMPO.max);
}

/** The full-speed tempo the metronome follows, and the speed it was last set for. */
export type TempoFollow = { base: number; rate: number };

/**
 * The metronome's tempo at a new speed. The full-speed tempo stays, unless the metronome's tempo
 * was changed by hand since (it is no longer tempoAt(base, rate)): then that tempo, at the speed
 * it was set at, is the new full-speed one.
 */
export function followTempo(was: TempoFollow, bpmNow: number, rate: number): TempoFollow & { bpm: number } {
  const base = bpmNow === tempoAt(was.base, was.rate) ? was.base : bpmNow / was.rate;
  return { base, rate, bpm: tempoAt(base, rate) };
}

/** A position as the player shows it: m:ss.t (tenths, so a short loop is seen moving). */
export function positionText(s: number): string {
  // Whole ms first: a decoded 4 s is 3.99999 s.
  const tenths = Math.floor(Math.round(Math.max(0, s) * 1000) / 100);
  const m = Math.floor(tenths / 600);
  const sec = Math.floor((tenths % 600) / 10);
  return `${m}:${String(sec).padStart(2, '0')}.${tenths % 10}`;
}

/** The loop in words, as slow practice shows it. */
export const loopLine = (loop: Loop) =>
  loop.on ? `Loop A ${positionText(loop.a)} to B ${positionText(loop.b)}` : 'Loop off: plays to the end';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
