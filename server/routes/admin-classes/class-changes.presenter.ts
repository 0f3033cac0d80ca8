import type { z } from 'zod';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import type { classChangesResponse } from '../../../common/schemas/calendar.ts';
import { personName } from '../classes/classes.presenter.ts';
import type { AdminClocks } from './admin-classes.presenter.ts';
import type { ClassChange } from './class-changes.service.ts';

type Entry = z.infer<typeof classChangesResponse>['Changes'][number];

const CANCELLER: Record<ClassChange['actorRole'], string> = {
  student: 'the student',
  guardian: 'a guardian',
  teacher: 'the teacher',
  admin: 'the school',
  system: 'the school',
};

/** One line saying what happened: 'Moved from <when> to <when>', 'Cancelled by the teacher' (the rule has a field of its own). */
function summary(change: ClassChange, clocks: AdminClocks): string {
  const when = (instant: Date | null) =>
    instant ? lessonWhenLabel(instant, clocks.viewer, clocks.school) : '';
  const move = change.from && change.to ? ` from ${when(change.from)} to ${when(change.to)}` : '';
  const base: Record<ClassChange['action'], string> = {
    created: change.to ? `Created for ${when(change.to)}` : 'Created',
    edited: 'Edited',
    moved: `Moved${move}`,
    cancelled: `Cancelled by ${CANCELLER[change.actorRole]}`,
    reschedule_requested: 'Reschedule requested',
    reschedule_accepted: `Reschedule accepted: moved${move}`,
    reschedule_declined: 'Reschedule declined',
    counted_completed: 'Counted as completed',
    marked_late: 'Marked as joined late',
    series_ended: 'Series ended',
  };
  const note = change.note ? `: ${change.note}` : '';
  return `${base[change.action]}${note}`;
}

const actorName = (change: ClassChange) =>
  change.actor ? personName(change.actor) : change.actorRole === 'system' ? 'System' : 'Former user';

const presentChange = (change: ClassChange, clocks: AdminClocks): Entry => ({
  id: change.id,
  at: change.at.toISOString(),
  at_label: lessonWhenLabel(change.at, clocks.viewer, clocks.school),
  actor_name: actorName(change),
  actor_role: change.actorRole,
  action: change.action,
  summary: summary(change, clocks),
  rule: change.rule,
});

/** A lesson's change log, oldest first: `{ result, Changes }`. */
export const presentClassChanges = (
  changes: ClassChange[],
  clocks: AdminClocks,
): z.infer<typeof classChangesResponse> => ({
  result: true,
  Changes: changes.map((c) => presentChange(c, clocks)),
});
