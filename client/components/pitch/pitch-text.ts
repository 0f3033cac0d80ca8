import { centsLabel, type NoteSystem, nearestNote, noteLabel } from '../../lib/pitch/notes.ts';

export const NO_PITCH = 'No pitch heard';

/** The current note as read under the line: 'Pa, +12 cents', 'A4, in tune'. */
export function pitchText(hz: number | null, system: NoteSystem, saHz: number): string {
  if (hz === null) return NO_PITCH;
  const note = nearestNote(hz, system, saHz);
  return `${noteLabel(note, system)}, ${centsLabel(note.cents)}`;
}
