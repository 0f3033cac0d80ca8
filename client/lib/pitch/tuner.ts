import { noteNameHz, type Tuning } from '../../../common/schemas/tunings.ts';
import { nearestNote } from './notes.ts';

export type TunerInstrument = 'guitar' | 'violin' | 'voice';
export type TunerString = { name: string; hz: number };
/** What the tuner can be set to: a standard instrument, or one of the school's own tunings. */
export type TunerChoice = { id: string; label: string; strings: readonly TunerString[] };

/** Standard tunings, low string first. The voice has none: the tuner names the nearest note. */
export const TUNINGS: Record<TunerInstrument, { label: string; strings: readonly TunerString[] }> = {
  guitar: {
    label: 'Guitar',
    strings: [
      { name: 'E2', hz: 82.41 },
      { name: 'A2', hz: 110 },
      { name: 'D3', hz: 146.83 },
      { name: 'G3', hz: 196 },
      { name: 'B3', hz: 246.94 },
      { name: 'E4', hz: 329.63 },
    ],
  },
  violin: {
    label: 'Violin',
    strings: [
      { name: 'G3', hz: 196 },
      { name: 'D4', hz: 293.66 },
      { name: 'A4', hz: 440 },
      { name: 'E5', hz: 659.26 },
    ],
  },
  voice: { label: 'Voice', strings: [] },
};

export type TunerReading = {
  /** The nearest note's Western name and octave, and the cents off it. */
  note: string;
  cents: number;
  /** The string nearest the sound (none for the voice), and the cents off that string. */
  string: TunerString | null;
  stringCents: number | null;
};

const centsFrom = (hz: number, target: number) => 1200 * Math.log2(hz / target);

/**
 * The tuner's choices: the standard instruments, then the school's own tunings, each named with
 * its course ('Carnatic (Sa Pa Sa Pa on D) · Violin').
 */
export function tunerChoices(school: readonly Tuning[]): TunerChoice[] {
  const standard = (Object.keys(TUNINGS) as TunerInstrument[]).map((id) => ({ id, ...TUNINGS[id] }));
  const own = school.map((t, i) => ({
    id: `school-${i}`,
    label: `${t.label} · ${t.courseLabel}`,
    strings: t.strings.map((name) => ({ name, hz: noteNameHz(name) ?? 0 })),
  }));
  return [...standard, ...own];
}

export function tune(hz: number, strings: readonly TunerString[]): TunerReading {
  const n = nearestNote(hz, 'western');
  let string: TunerString | null = null;
  for (const s of strings) {
    if (!string || Math.abs(centsFrom(hz, s.hz)) < Math.abs(centsFrom(hz, string.hz))) string = s;
  }
  return {
    note: `${n.name}${n.octave}`,
    cents: n.cents,
    string,
    stringCents: string ? centsFrom(hz, string.hz) : null,
  };
}
