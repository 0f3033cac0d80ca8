import type { Db } from '../../db/database.ts';
import { lessonPlaces } from '../group-classes/group-classes.service.ts';
import type { Member } from './class-gate.ts';

/**
 * Where the teacher's state of the whole lesson (practice tools, music mode) is kept, and the
 * places whose members hear of a change: a group lesson's shared row (see sharedLessonId) and
 * every place, a one-to-one lesson's own row.
 */
export async function lessonHome(db: Db, cls: Member['cls']) {
  if (!cls.groupClassId) return { shared: cls.id, placeIds: [cls.id] };
  const lesson = await lessonPlaces(db, { groupClassId: cls.groupClassId, startsAt: cls.startsAt });
  return { shared: lesson.room, placeIds: lesson.places.map((p) => p.id) };
}
