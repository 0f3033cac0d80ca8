import type { NoteSystem } from './notes.ts';

/** A scale: its semitones above Sa (or the key's tonic), one octave. */
export type Scale = { id: string; name: string; steps: readonly number[] };

/** The ten thaats, in Bhatkhande's order, and all twelve swaras. */
export const SWARA_SCALES: readonly Scale[] = [
  { id: 'bilawal', name: 'Bilawal (all shuddh)', steps: [0, 2, 4, 5, 7, 9, 11] },
  { id: 'kalyan', name: 'Kalyan (tivra Ma)', steps: [0, 2, 4, 6, 7, 9, 11] },
  { id: 'khamaj', name: 'Khamaj (komal Ni)', steps: [0, 2, 4, 5, 7, 9, 10] },
  { id: 'bhairav', name: 'Bhairav (komal Re, Dha)', steps: [0, 1, 4, 5, 7, 8, 11] },
  { id: 'purvi', name: 'Purvi (komal Re, Dha; tivra Ma)', steps: [0, 1, 4, 6, 7, 8, 11] },
  { id: 'marwa', name: 'Marwa (komal Re; tivra Ma)', steps: [0, 1, 4, 6, 7, 9, 11] },
  { id: 'kafi', name: 'Kafi (komal Ga, Ni)', steps: [0, 2, 3, 5, 7, 9, 10] },
  { id: 'asavari', name: 'Asavari (komal Ga, Dha, Ni)', steps: [0, 2, 3, 5, 7, 8, 10] },
  { id: 'bhairavi', name: 'Bhairavi (komal Re, Ga, Dha, Ni)', steps: [0, 1, 3, 5, 7, 8, 10] },
  { id: 'todi', name: 'Todi (komal Re, Ga, Dha; tivra Ma)', steps: [0, 1, 3, 6, 7, 8, 11] },
  { id: 'all-swaras', name: 'All twelve swaras', steps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
];

export const WESTERN_SCALES: readonly Scale[] = [
  { id: 'chromatic', name: 'All twelve notes', steps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
  { id: 'major', name: 'Major, on the drone’s key', steps: [0, 2, 4, 5, 7, 9, 11] },
  { id: 'minor', name: 'Natural minor, on the drone’s key', steps: [0, 2, 3, 5, 7, 8, 10] },
];

export const scalesFor = (system: NoteSystem) => (system === 'swara' ? SWARA_SCALES : WESTERN_SCALES);

/**
 * The scale's notes between two steps (semitones from the reference: Sa, or C4), for the view's
 * lines. `keyStep` is the scale's tonic (0 for swaras; the drone's key from C4 for Western).
 */
export function scaleSteps(scale: Scale, keyStep: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let s = Math.ceil(from); s <= to; s++) {
    if (scale.steps.includes((((s - keyStep) % 12) + 12) % 12)) out.push(s);
  }
  return out;
}
