import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { API } from '../../../common/api.ts';
import type { createGroupClassSchema } from '../../../common/schemas/group-classes.ts';
import type { ClassRole } from '../../../common/schemas/live-class/shared.ts';
import { recordChange } from '../../calendar/change-log.ts';
import { findClashes } from '../../calendar/clashes.ts';
import { seriesDates, storedRule } from '../../calendar/series-dates.ts';
import type { JanusConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { classes, groupClasses, users } from '../../db/schema.ts';
import { JanusError } from '../../janus/client.ts';
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
import { personName } from '../classes/classes.presenter.ts';

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
        ...storedRule(input),
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

/** The places of one group lesson (a classes row per student) and its room: its first place's id. */
export async function lessonPlaces(db: Db, place: { groupClassId: number; startsAt: Date }) {
  const rows = await db
    .select({ id: classes.id, studentId: classes.studentId, isCancelled: classes.isCancelled })
    .from(classes)
    .where(and(eq(classes.groupClassId, place.groupClassId), eq(classes.startsAt, place.startsAt)))
    .orderBy(asc(classes.id));
  return { room: rows[0]?.id ?? 0, places: rows };
}

/**
 * The id the lesson's shared things (its VideoRoom, its chat) are kept under: a group place's
 * room (its lesson's first place), a one-to-one lesson's own id.
 */
export async function sharedLessonId(
  db: Db,
  cls: { id: number; groupClassId: number | null; startsAt: Date },
) {
  if (!cls.groupClassId) return cls.id;
  return (await lessonPlaces(db, { groupClassId: cls.groupClassId, startsAt: cls.startsAt })).room;
}

async function groupPlace(db: Db, janus: JanusConfig | null, classId: number, user: { id: number }) {
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
  const lesson = await lessonPlaces(db, { groupClassId: place.groupClassId, startsAt: place.startsAt });
  return { janus, place, ...lesson };
}

/**
 * A token admitting `user` to the VideoRoom of the group lesson `classId` is a place in, after the
 * access check (its teacher, or the student of that place); the room is made on first use and
 * numbered by the lesson's first place. Each member publishes as their user id (`feed`), so the
 * room's tiles are named from `members`, not from what a browser calls itself.
 */
export async function janusToken(db: Db, janus: JanusConfig | null, classId: number, user: { id: number }) {
  const { place, room, places } = await groupPlace(db, janus, classId, user);
  const rooms = new VideoRooms(janus as JanusConfig);
  // Everyone may publish: the teacher and up to 12 students.
  await rooms.ensure(room, place.batchName, 13);
  const ids = [place.teacherId, ...places.filter((p) => !p.isCancelled).map((p) => p.studentId)];
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  const members = ids.flatMap((id) => {
    const person = people.find((p) => p.id === id);
    const role: ClassRole = id === place.teacherId ? 'teacher' : 'student';
    return person ? [{ id, name: personName(person), role }] : [];
  });
  // The janus-rooms job removes it after the lesson.
  await noteRoom(db, room, new Date(place.startsAt.getTime() + place.durationMinutes * 60_000));
  return { janusUrl: `/api${API.janus}`, room, token: await rooms.admit(room), feed: user.id, members };
}

export const ONLY_TEACHER_MUTES = "Only the lesson's teacher mutes a student";
export const NOT_A_STUDENT = 'That is not a student of this lesson';
export const NOT_SENDING_YET = 'That student is not sending sound yet: mute them once their video shows';
/** The VideoRoom's error for a feed (or its stream) it does not have: JANUS_VIDEOROOM_ERROR_NO_SUCH_FEED. */
const NO_SUCH_FEED = 428;

/**
 * The teacher mutes or unmutes one student's sound (the m-line `mid` of their feed) for everyone
 * in the room, in Janus itself: no browser can undo it. The teacher is never muted.
 */
export async function janusMute(
  db: Db,
  janus: JanusConfig | null,
  classId: number,
  user: { id: number },
  body: { feed: number; mid: string; mute: boolean },
) {
  const { place, room, places } = await groupPlace(db, janus, classId, user);
  if (user.id !== place.teacherId) throw new HttpError(403, ONLY_TEACHER_MUTES);
  if (!places.some((p) => p.studentId === body.feed)) throw new HttpError(400, NOT_A_STUDENT);
  await new VideoRooms(janus as JanusConfig).moderate(room, body.feed, body.mid, body.mute).catch((err) => {
    // The student has not joined or published yet (or has just left): theirs to do, not a fault.
    if (err instanceof JanusError && err.code === NO_SUCH_FEED) throw new HttpError(409, NOT_SENDING_YET);
    throw err;
  });
  return { feed: body.feed, mute: body.mute };
}
