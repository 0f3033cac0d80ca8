import { BAR, TALAS, type TalaId, TEMPO } from '../../../common/practice-tools.ts';

/** What the tempo and bar fields say when a typed value is out of range. */
export const METRONOME_PROBLEMS = {
  badTempo: `Enter a tempo from ${TEMPO.min} to ${TEMPO.max}.`,
  badBar: `Enter ${BAR.min} to ${BAR.max} beats.`,
} as const;

/** '80 beats a minute, Teentaal (16 beats)', or '… 4 beats a bar' without a tala. */
export const metronomeSummary = (m: { bpm: number; beats: number; tala: TalaId | null }) =>
  `${m.bpm} beats a minute, ${m.tala ? `${TALAS[m.tala].name} (${m.beats} beats)` : `${m.beats} beats a bar`}`;
