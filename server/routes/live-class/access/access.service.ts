import { verify } from '@node-rs/argon2';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../../common/schemas/auth.ts';
import type { AccessVerdict, AttendanceBody } from '../../../../common/schemas/live-class/access.ts';
import { type ClassRole, LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { recordChange } from '../../../calendar/change-log.ts';
import type { Db } from '../../../db/database.ts';
import { classAttendance, classes, classJoinPasses, userAvatars, users } from '../../../db/schema.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { EventBus } from '../../../plugins/events.ts';
import type { Person } from '../../classes/classes.service.ts';
import {
  type ClassRow,
  callerOf,
  hasPassedPassword,
  type Member,
  memberRole,
  sessionHashOf,
  verdictFor,
} from '../class-gate.ts';
import { lessonHome } from '../lesson-home.ts';
import { type MeetingState, readMeetingStatus } from '../meeting-status.ts';

export type LiveDeps = { db: Db; events: EventBus; timeZone: string };

/**
 * What the class's members learn about it, the two parties included (the room shows their names,
 * and their photos when a camera is off). The join password itself never leaves the server.
 */
export type ClassSummary = Pick<
  ClassRow,
  'id' | 'batchName' | 'startsAt' | 'isStarted' | 'isCompleted' | 'groupClassId'
> & {
  requiresPassword: boolean;
  teacher: Person;
  student: Person;
};

/** The access check's outcome; a stranger (or a class that does not exist) gets no class and no role. */
export type ClassAccess = {
  verdict: AccessVerdict;
  cls: ClassSummary | null;
  role: ClassRole | null;
  /** This session already passed the join password (or the class has none). */
  passwordVerified: boolean;
};

const teacher = alias(users, 'teacher');
const student = alias(users, 'student');
const teacherAvatar = alias(userAvatars, 'teacher_avatar');
const studentAvatar = alias(userAvatars, 'student_avatar');
const personOf = (
  person: typeof teacher | typeof student,
  avatar: typeof teacherAvatar | typeof studentAvatar,
) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  avatarVersion: avatar.version,
  timeZone: person.timeZone,
});

/** The class with its two parties and their photos, in one query. */
async function loadClassWithParties(db: Db, classId: number) {
  const [row] = await db
    .select({
      cls: classes,
      teacher: personOf(teacher, teacherAvatar),
      student: personOf(student, studentAvatar),
    })
    .from(classes)
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .innerJoin(student, eq(student.id, classes.studentId))
    .leftJoin(teacherAvatar, eq(teacherAvatar.userId, classes.teacherId))
    .leftJoin(studentAvatar, eq(studentAvatar.userId, classes.studentId))
    .where(eq(classes.id, classId));
  return row ?? null;
}

/**
 * The access check's verdict for whoever speaks for the class (callerOf: the signed-in user, or a
 * phone camera's session); never throws for a member or a stranger.
 */
export async function checkAccess(
  deps: LiveDeps,
  req: FastifyRequest,
  claim: { userId?: number; role?: string },
  classId: number,
): Promise<ClassAccess & { viewer: SessionUser }> {
  if (!req.camera) requireUser(req);
  const found = await loadClassWithParties(deps.db, classId);
  const { user, camera } = callerOf(req, found?.cls ?? null, claim, deps.timeZone);
  const role = found ? memberRole(found.cls, user) : null;
  if (!found || !role)
    return { viewer: user, verdict: 'not_authorized', cls: null, role: null, passwordVerified: false };
  const { cls } = found;
  return {
    viewer: user,
    verdict: verdictFor(cls, deps.timeZone),
    cls: {
      id: cls.id,
      batchName: cls.batchName,
      startsAt: cls.startsAt,
      isStarted: cls.isStarted,
      isCompleted: cls.isCompleted,
      groupClassId: cls.groupClassId,
      requiresPassword: Boolean(cls.joinPasswordHash),
      teacher: found.teacher,
      student: found.student,
    },
    role,
    passwordVerified: camera !== null || (await hasPassedPassword(deps.db, cls, sessionHashOf(req))),
  };
}

/** Checks the join password on the server and records that this session passed it. */
export async function verifyClassPassword(deps: LiveDeps, member: Member, password: string): Promise<void> {
  const { cls, sessionHash } = member;
  if (!cls.joinPasswordHash) return;
  if (!(await verify(cls.joinPasswordHash, password))) throw new HttpError(403, LIVE_MESSAGES.wrongPassword);
  await deps.db
    .insert(classJoinPasses)
    .values({ classId: cls.id, sessionTokenHash: sessionHash })
    .onConflictDoNothing();
}

async function changed(deps: LiveDeps, classId: number): Promise<MeetingState> {
  await deps.events.publish(classId, 'status');
  return readMeetingStatus(deps.db, classId);
}

/**
 * The rows the teacher's start and end apply to: the class, or every place still held in a group
 * lesson (its teacher opened the room from one of them).
 */
const teachersLesson = (cls: ClassRow) =>
  cls.groupClassId
    ? and(
        eq(classes.groupClassId, cls.groupClassId),
        eq(classes.startsAt, cls.startsAt),
        eq(classes.isCancelled, false),
      )
    : eq(classes.id, cls.id);

/** Marks the lesson's rows, then tells each place's members. */
async function markLesson(deps: LiveDeps, cls: ClassRow, set: Partial<ClassRow>, unmarked: SQL) {
  const rows = await deps.db
    .update(classes)
    .set(set)
    .where(and(teachersLesson(cls), unmarked))
    .returning({ id: classes.id });
  for (const r of rows) if (r.id !== cls.id) await deps.events.publish(r.id, 'status');
  return changed(deps, cls.id);
}

export async function startClass(deps: LiveDeps, { cls }: Member): Promise<MeetingState> {
  return markLesson(deps, cls, { isStarted: true, startedAt: new Date() }, eq(classes.isStarted, false));
}

/**
 * Records a join or a leave. A student joining more than `lateJoinMinutes` after the start marks
 * the lesson late, once (the change log says who and by which rule).
 */
export async function recordAttendance(
  deps: LiveDeps,
  { cls, user, role }: Member,
  action: AttendanceBody['action'],
  lateJoinMinutes: number,
  now: Date = new Date(),
): Promise<MeetingState> {
  const late =
    action === 'join' &&
    role === 'student' &&
    now.getTime() > cls.startsAt.getTime() + lateJoinMinutes * 60_000;
  await deps.db.transaction(async (tx) => {
    await tx.insert(classAttendance).values({ classId: cls.id, userId: user.id, role, action });
    if (!late) return;
    // The cached row may be stale: the update itself decides whether this join is the one that marks it.
    const marked = await tx
      .update(classes)
      .set({ joinedLate: true })
      .where(and(eq(classes.id, cls.id), eq(classes.joinedLate, false)))
      .returning({ id: classes.id });
    if (marked.length === 0) return;
    await recordChange(tx, {
      classId: cls.id,
      actor: { id: user.id, role: 'student' },
      action: 'marked_late',
      rule: 'late-join',
    });
  });
  return changed(deps, cls.id);
}

export async function completeClass(deps: LiveDeps, { cls }: Member): Promise<MeetingState> {
  return markLesson(
    deps,
    cls,
    { isCompleted: true, completedAt: new Date() },
    eq(classes.isCompleted, false),
  );
}

export type MusicChange = { musicMode?: boolean; lowLatency?: boolean; fellBack?: boolean };

/**
 * The teacher's music mode and its low latency, kept with the lesson (a group lesson's shared
 * row); every member learns them from their place's status. A fallback is remembered until low
 * latency is turned on again.
 */
export async function setMusicMode(
  deps: LiveDeps,
  { cls }: Member,
  { musicMode, lowLatency, fellBack }: MusicChange,
): Promise<MeetingState> {
  const lowLatencyFellBack = lowLatency === undefined ? undefined : lowLatency ? false : !!fellBack;
  const { shared, placeIds } = await lessonHome(deps.db, cls);
  await deps.db
    .update(classes)
    .set({ musicMode, lowLatency, lowLatencyFellBack })
    .where(eq(classes.id, shared));
  for (const id of placeIds) await deps.events.publish(id, 'status');
  return readMeetingStatus(deps.db, cls.id);
}
