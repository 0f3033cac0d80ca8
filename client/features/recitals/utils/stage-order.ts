type Performer = { student_id: number; name: string };
export type Stage = { onStageId: number | null; nextId: number | null };

/**
 * The stage after the organiser moves on: the one next (or, with no one named next, the one after
 * the performer on) takes the stage and the one after them gets ready; after the last, no one.
 */
export function stageAfter(performers: Performer[], now: Stage): Stage {
  const at = (id: number | null) => performers.findIndex((p) => p.student_id === id);
  const on =
    now.nextId !== null
      ? performers[at(now.nextId)]
      : now.onStageId === null
        ? performers[0]
        : performers[at(now.onStageId) + 1];
  if (!on) return { onStageId: null, nextId: null };
  return { onStageId: on.student_id, nextId: performers[at(on.student_id) + 1]?.student_id ?? null };
}

/** The organiser's button for that move, in words. */
export function moveLabel(performers: Performer[], now: Stage): string {
  const after = stageAfter(performers, now);
  const on = performers.find((p) => p.student_id === after.onStageId);
  if (!on) return 'End the recital';
  return now.onStageId === null ? `Start with ${on.name}` : `Next performer: ${on.name}`;
}
