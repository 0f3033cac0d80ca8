import { TALAS, type TalaId } from '../../../../common/practice-tools.ts';
import type { AssignmentState } from '../../../../common/schemas/assignments.ts';

/** A moment of a take as m:ss (whole seconds, as the mail to the student writes it): 5 200 ms is '0:05'. */
export function clockTime(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** 'm:ss' (or plain seconds) typed by the teacher, in ms; null when it is not a time. */
export function parseClock(text: string): number | null {
  const m = /^\s*(?:(\d+):)?(\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const seconds = Number(m[2]);
  if (m[1] !== undefined && seconds > 59) return null;
  return (Number(m[1] ?? 0) * 60 + seconds) * 1000;
}

export const STATE_LABELS: Record<AssignmentState, string> = {
  open: 'Open',
  done: 'Done',
  again: 'Again',
};

export const talaName = (tala: TalaId) => TALAS[tala].name;

/** '80 bpm in Teentaal', '80 bpm', 'Teentaal', or null when neither is set. */
export function tempoGoalText(tempo: number | null, tala: TalaId | null): string | null {
  if (tempo && tala) return `${tempo} bpm in ${talaName(tala)}`;
  if (tempo) return `${tempo} bpm`;
  return tala ? talaName(tala) : null;
}
