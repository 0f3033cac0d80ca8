import { and, asc, eq, min } from 'drizzle-orm';
import type { z } from 'zod';
import type { createGroupClassSchema } from '../../../common/schemas/group-classes.ts';
import { recordChange } from '../../calendar/change-log.ts';
import { findClashes } from '../../calendar/clashes.ts';
import { seriesDates } from '../../calendar/series-dates.ts';
import type { JanusConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { classes, groupClasses } from '../../db/schema.ts';
import { noteRoom } from '../../janus/janus-rooms.ts';
import { VideoRooms } from '../../janus/video-room.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  assertParties,
  type Booker,
  bookerView,
  refuseClashes,
  SERIES_CLASHES,
  withPeopleLocked,
} from '../admin-classes/booking.ts';
import { hashPassword } from '../auth/auth.service.ts';

type GroupInput = z.output<typeof createGroupClassSchema>;

export const GROUP_CLASSES_OFF =
  'Group classes are off: they need a Janus media server (set JANUS_URL, JANUS_ADMIN_URL, JANUS_API_SECRET and JANUS_ADMIN_SECRET)';
export const GROUP_CLASS_NOT_FOUND = 'No such group lesson';
const NOT_YOURS = 'You are not in this group lesson';
const seatsMessage = (max: number) => `A group class has 2 to ${max} students`;

/**
 * Stores the group class and one lesson row per student and date, or nothing when any clashes
 * (409 naming each: the teacher's and every student's other lessons, as a series checks).
 */
export async function createGroupClass(
  db: Db,
  input: GroupInput,
  booker: Booker,
  schoolZone: string,
  maxStudents: number,
): Promise<number> {
  const studentIds = [...new Set(input.studentIds)];
  if (studentIds.length < 2 || studentIds.length > maxStudents)
    throw new HttpError(400, seatsMessage(maxStudents));
  for (const studentId of studentIds) await assertParties(db, { teacherId: input.teacherId, studentId });
  const joinPasswordHash = input.joinPassword ? await hashPassword(input.joinPassword) : null;
  return withPeopleLocked(db, [input.teacherId, ...studentIds], async (tx) => {
    const dates = seriesDates(input, schoolZone);
    // The teacher's clashes once (with the first student's), then each other student's alone:
    // teachers -1, -2... are no one, so the class's places never clash with one another.
    const proposed = studentIds.flatMap((studentId, i) =>
      dates.map((d) => ({
        teacherId: i === 0 ? input.teacherId : -i,
        studentId,
        startsAt: d.startsAt,
        durationMinutes: input.durationMinutes,
      })),
    );
    refuseClashes(await findClashes(tx, proposed, bookerView(booker, schoolZone)), SERIES_CLASHES);
    const [group] = await tx
      .insert(groupClasses)
      .values({
        batchName: input.batchName,
        teacherId: input.teacherId,
        studentIds,
        weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
        startTime: input.startTime,
        durationMinutes: input.durationMinutes,
        firstDate: input.firstDate,
        untilDate: input.end.kind === 'date' ? input.end.untilDate : null,
        lessonCount: input.end.kind === 'count' ? input.end.lessonCount : null,
      })
      .returning({ id: groupClasses.id });
    if (!group) throw new Error('group class not created');
    const made = await tx
      .insert(classes)
      .values(
        proposed.map((p) => ({
          batchName: input.batchName,
          teacherId: input.teacherId,
          studentId: p.studentId,
          startsAt: p.startsAt,
          durationMinutes: input.durationMinutes,
          joinPasswordHash,
          groupClassId: group.id,
        })),
      )
      .returning({ id: classes.id, startsAt: classes.startsAt });
    for (const lesson of made)
      await recordChange(tx, {
        classId: lesson.id,
        actor: { id: booker.id, role: 'admin' },
        action: 'created',
        to: lesson.startsAt,
      });
    return group.id;
  });
}

export async function getGroupClass(db: Db, id: number) {
  const [group] = await db.select().from(groupClasses).where(eq(groupClasses.id, id));
  if (!group) throw new HttpError(404, 'No such group class');
  const rows = await db
    .select({ id: classes.id, startsAt: classes.startsAt })
    .from(classes)
    .where(eq(classes.groupClassId, id))
    .orderBy(asc(classes.startsAt), asc(classes.id));
  const lessons = new Map<string, number[]>();
  for (const r of rows) {
    const at = r.startsAt.toISOString();
    lessons.set(at, [...(lessons.get(at) ?? []), r.id]);
  }
  return {
    id: group.id,
    batchName: group.batchName,
    teacherId: group.teacherId,
    studentIds: group.studentIds,
    lessons: [...lessons].map(([startsAt, classIds]) => ({ startsAt, classIds })),
  };
}

/**
 * A token admitting `user` to the VideoRoom of the group lesson `classId` is a place in, after the
 * access check (its teacher, or the student of that place); the room is made on first use and
 * numbered by the lesson's first place.
 */
export async function janusToken(db: Db, janus: JanusConfig | null, classId: number, user: { id: number }) {
  if (!janus) throw new HttpError(409, GROUP_CLASSES_OFF);
  const [place] = await db
    .select({
      groupClassId: classes.groupClassId,
      startsAt: classes.startsAt,
      teacherId: classes.teacherId,
      studentId: classes.studentId,
      batchName: classes.batchName,
      durationMinutes: classes.durationMinutes,
      isCancelled: classes.isCancelled,
    })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!place?.groupClassId) throw new HttpError(404, GROUP_CLASS_NOT_FOUND);
  if (user.id !== place.teacherId && (user.id !== place.studentId || place.isCancelled))
    throw new HttpError(403, NOT_YOURS);
  const [lesson] = await db
    .select({ room: min(classes.id) })
    .from(classes)
    .where(and(eq(classes.groupClassId, place.groupClassId), eq(classes.startsAt, place.startsAt)));
  const room = lesson?.room ?? classId;
  const rooms = new VideoRooms(janus);
  // Everyone may publish: the teacher and up to 12 students.
  await rooms.ensure(room, place.batchName, 13);
  // The janus-rooms job removes it after the lesson.
  await noteRoom(db, room, new Date(place.startsAt.getTime() + place.durationMinutes * 60_000));
  return { janusUrl: janus.url, room, token: await rooms.admit(room) };
}
