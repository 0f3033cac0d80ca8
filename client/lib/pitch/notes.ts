// Names a frequency as the nearest note and how far off it is, in swaras over a Sa at any
// frequency or in Western names (A4 = 440 Hz). Pure, shared by the Pitch view and the tuner.

export type NoteSystem = 'swara' | 'western';

/** The twelve swaras from Sa, komal (flat) Re Ga Dha Ni and tivra (sharp) Ma written out. */
export const SWARAS = [
  'Sa',
  'komal Re',
  'Re',
  'komal Ga',
  'Ga',
  'Ma',
  'tivra Ma',
  'Pa',
  'komal Dha',
  'Dha',
  'komal Ni',
  'Ni',
] as const;

export const WESTERN = ['C', 'C♯', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'] as const;

/** Middle C (C4) with A4 = 440 Hz. */
const C4_HZ = 440 * 2 ** (-9 / 12);

export type Note = {
  /** 'Pa', 'komal Re', 'A', 'C♯'. */
  name: string;
  /** Swaras: 0 is the octave from Sa (madhya), -1 below (mandra), 1 above (taar). Western: 4 for C4. */
  octave: number;
  /** Semitones from the reference (Sa, or C4): the note's place on one line. */
  step: number;
  /** The note's own frequency. */
  hz: number;
  /** How far the sound is from it, above -50 up to 50 (positive is sharp). */
  cents: number;
};

/** The nearest note to `hz` and its cents off, over `saHz` for swaras. A tie at ±50 goes down. */
export function nearestNote(hz: number, system: NoteSystem, saHz = 0): Note {
  const ref = system === 'swara' ? saHz : C4_HZ;
  const fromRef = 1200 * Math.log2(hz / ref);
  // Rounded to a millicent first so 50.0000001 from floating point still ties.
  const exact = Math.round(fromRef * 1000) / 1000;
  const step = Math.ceil(exact / 100 - 0.5);
  const cents = exact - step * 100;
  const place = ((step % 12) + 12) % 12;
  const octave = Math.floor(step / 12) + (system === 'swara' ? 0 : 4);
  return {
    name: system === 'swara' ? SWARAS[place] : WESTERN[place],
    octave,
    step,
    hz: noteHz(step, system, saHz),
    cents,
  };
}

/** The frequency of the note `step` semitones from the reference. */
export function noteHz(step: number, system: NoteSystem, saHz = 0): number {
  return (system === 'swara' ? saHz : C4_HZ) * 2 ** (step / 12);
}

/** The note's name with its octave: 'Pa', 'Sa (taar)', 'Ni (mandra)', 'A4'. */
export function noteLabel(note: Pick<Note, 'name' | 'octave'>, system: NoteSystem): string {
  if (system === 'western') return `${note.name}${note.octave}`;
  if (note.octave === 0) return note.name;
  const where = note.octave < 0 ? 'mandra' : 'taar';
  const times = Math.abs(note.octave) > 1 ? ` ${Math.abs(note.octave)}` : '';
  return `${note.name} (${where}${times})`;
}

/** '+12 cents', '−3 cents', 'in tune' within half a cent. */
export function centsLabel(cents: number): string {
  const whole = Math.round(cents);
  if (whole === 0) return 'in tune';
  return `${whole > 0 ? '+' : '−'}${Math.abs(whole)} cents`;
}
