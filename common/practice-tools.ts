// The room's practice tools (metronome and tanpura drone): their limits, the tala presets, the
// shared beat time line and the drone's string tuning. Pure: the server validates and places
// beats with it, each browser schedules its own sound from the same numbers.

export const TEMPO = { min: 30, max: 300, default: 80 } as const;
export const BAR = { min: 1, max: 16, default: 4 } as const;
export const FINE_TUNE_CENTS = { min: -50, max: 50 } as const;
/** The time between a start or change reaching the server and the first beat it names. */
export const PRACTICE_LEAD_MS = 400;

/**
 * How a beat of the bar sounds: 'sam' is the first beat (the accent; a tala's sam), 'tali' a
 * clapped section start, 'khali' the empty (waved) section start, 'beat' any other.
 */
export type BeatKind = 'sam' | 'tali' | 'khali' | 'beat';

export const TALA_IDS = ['teentaal', 'ektaal', 'jhaptaal', 'rupak', 'dadra', 'keherwa'] as const;
export type TalaId = (typeof TALA_IDS)[number];

type Tala = {
  name: string;
  beats: number;
  /** The beats (1-based) that start a section, with how each is marked. Beat 1 is always sam. */
  marks: Record<number, Exclude<BeatKind, 'beat'>>;
};

/**
 * The common talas, by their sections (vibhag): sam on 1 (X), khali (0) and tali (2, 3, ...).
 * Rupak's sam falls on its khali; it sounds as sam, the bar's accent.
 */
export const TALAS: Record<TalaId, Tala> = {
  teentaal: { name: 'Teentaal', beats: 16, marks: { 1: 'sam', 5: 'tali', 9: 'khali', 13: 'tali' } },
  ektaal: {
    name: 'Ektaal',
    beats: 12,
    marks: { 1: 'sam', 3: 'khali', 5: 'tali', 7: 'khali', 9: 'tali', 11: 'tali' },
  },
  jhaptaal: { name: 'Jhaptaal', beats: 10, marks: { 1: 'sam', 3: 'tali', 6: 'khali', 8: 'tali' } },
  rupak: { name: 'Rupak', beats: 7, marks: { 1: 'sam', 4: 'tali', 6: 'tali' } },
  dadra: { name: 'Dadra', beats: 6, marks: { 1: 'sam', 4: 'khali' } },
  keherwa: { name: 'Keherwa', beats: 8, marks: { 1: 'sam', 5: 'khali' } },
};

/** Each beat's kind for a bar of `beats`, or for a tala (whose own length then wins). */
export function barPattern(beats: number, tala: TalaId | null): BeatKind[] {
  if (tala) {
    const t = TALAS[tala];
    return Array.from({ length: t.beats }, (_, i) => t.marks[i + 1] ?? 'beat');
  }
  return Array.from({ length: beats }, (_, i) => (i === 0 ? 'sam' : 'beat'));
}

/** A whole number of beats a minute within TEMPO, or null. */
export function validTempo(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const bpm = Math.round(value);
  return bpm >= TEMPO.min && bpm <= TEMPO.max ? bpm : null;
}

/** A whole number of beats a bar within BAR, or null. */
export function validBar(value: number): number | null {
  return Number.isInteger(value) && value >= BAR.min && value <= BAR.max ? value : null;
}

// ---- the shared time line ----

/**
 * The beats on the server's clock: beat `anchorBeat` sounds at `anchorMs` (server time, ms since
 * the epoch), then one every 60000/bpm ms. Counting goes on across a tempo change.
 */
export type Timeline = { bpm: number; anchorMs: number; anchorBeat: number };

export const beatPeriodMs = (bpm: number) => 60_000 / bpm;

export const beatTimeMs = (tl: Timeline, beat: number) =>
  tl.anchorMs + (beat - tl.anchorBeat) * beatPeriodMs(tl.bpm);

/** The first beat sounding at or after `ms` (never before the anchor). */
export function firstBeatAtOrAfter(tl: Timeline, ms: number): number {
  if (ms <= tl.anchorMs) return tl.anchorBeat;
  // A little slack so a beat exactly at `ms` is not skipped by rounding.
  return tl.anchorBeat + Math.ceil((ms - tl.anchorMs) / beatPeriodMs(tl.bpm) - 1e-9);
}

/**
 * A tempo change taking effect at `atMs`: the next beat of the old time line (at or after
 * `atMs`) keeps its time and number, and the new tempo runs from it.
 */
export function retime(tl: Timeline, bpm: number, atMs: number): Timeline {
  const beat = firstBeatAtOrAfter(tl, atMs);
  return { bpm, anchorMs: beatTimeMs(tl, beat), anchorBeat: beat };
}

/** The beat's place in a bar of `beats` (0 is the first beat). */
export const placeInBar = (beat: number, beats: number) => ((beat % beats) + beats) % beats;

// ---- the drone ----

export const TONICS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export type Tonic = (typeof TONICS)[number];
export const FIRST_STRINGS = ['Pa', 'Ma', 'Ni'] as const;
export type FirstString = (typeof FIRST_STRINGS)[number];

/** Semitones below Sa of the first string's note in the lower octave (mandra Pa, Ma, Ni). */
const FIRST_STRING_BELOW_SA: Record<FirstString, number> = { Pa: 5, Ma: 7, Ni: 1 };

/** Sa's frequency: the tonic in the octave from C3 (A3 = 220 Hz), fine tuned in cents. */
export function saHz(tonic: Tonic, cents: number): number {
  const semitone = TONICS.indexOf(tonic) - 9;
  return 220 * 2 ** (semitone / 12 + cents / 1200);
}

/**
 * The tanpura's four strings in the order they are plucked: the first string (Pa, Ma or Ni
 * below Sa), Sa twice, then the low Sa an octave down.
 */
export function droneStrings(tonic: Tonic, cents: number, first: FirstString): number[] {
  const sa = saHz(tonic, cents);
  return [sa * 2 ** (-FIRST_STRING_BELOW_SA[first] / 12), sa, sa, sa / 2];
}
