// The recital's rules that need no database: who may be on stage and next, the names the
// audience reads, and whether one more browser may watch.

import { NOT_A_PERFORMER, SAME_ON_STAGE_AND_NEXT } from '../../../common/schemas/recitals.ts';

/** Refuses (a message) a stage whose people are not performers, or one person on stage and next. */
export function stageRefusal(
  performerIds: number[],
  stage: { onStageId: number | null; nextId: number | null },
): string | null {
  const chosen = [stage.onStageId, stage.nextId].filter((id): id is number => id !== null);
  if (chosen.some((id) => !performerIds.includes(id))) return NOT_A_PERFORMER;
  if (stage.onStageId !== null && stage.onStageId === stage.nextId) return SAME_ON_STAGE_AND_NEXT;
  return null;
}

/** A performer as the audience's page names them: the first name and the last name's initial (no account opens it). */
export function programmeName(person: { firstName: string; lastName: string }) {
  const initial = person.lastName.trim().charAt(0);
  return initial ? `${person.firstName} ${initial.toUpperCase()}.` : person.firstName;
}

/** A browser already watching keeps its seat; a new one gets one while fewer than `cap` watch. */
export const mayWatch = (o: { hasSeat: boolean; watching: number; cap: number }) =>
  o.hasSeat || o.watching < o.cap;

/**
 * The Janus a new seat goes on (0: the main one, n: the n-th edge), given how many seats each has
 * now: the main one while it has room, then each edge in turn; when every one has its share, the
 * least taken (the recital's own viewer cap is the limit the school sets).
 */
export function serverForSeat(seats: number[], perServer: number): number {
  const free = seats.findIndex((n) => n < perServer);
  if (free !== -1) return free;
  return seats.indexOf(Math.min(...seats));
}
