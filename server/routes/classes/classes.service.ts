import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { wallClock } from '../../../common/lesson-time.ts';
import type { ClassStatus } from '../../../common/schemas/admin-classes.ts';
import {
  classRowColumns,
  type InstantRange,
  openClassesOf,
  schoolToday,
  startsWithin,
} from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import {
  classAttendance,
  classes,
  classScores,
  rescheduleRequests,
  userAvatars,
  users,
} from '../../db/schema.ts';

/** A student may join from this many minutes before the start time. */
export const JOIN_EARLY_MINUTES = 15;
const MINUTE = 60_000;
// The dashboard shows this many upcoming and past classes.
const LIST_LIMIT = 20;

/**
 * A party of a class as the other one sees it; `avatarVersion` is null when they have no photo,
 * `timeZone` until their first sign-in.
 */
export type Person = {
  id: number;
  firstName: string;
  lastName: string;
  avatarVersion: string | null;
  timeZone: string | null;
};

/** A class of today the teacher can still start, with its student. */
export type StartableClass = {
  id: number;
  batchName: string;
  startsAt: Date;
  student: Person;
};

/** The class a student can join now. */
export type JoinableClass = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  teacher: Person;
  hasPassword: boolean;
};

/** A student's open request to move a lesson. */
export type PendingRequest = { id: number; classId: number; proposedTimes: string[]; requestedAt: Date };

/** A class on the dashboard; `other` is the other party (the teacher's student, the student's teacher). */
export type DashboardClass = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  status: ClassStatus;
  other: Person;
  /** The class a student may join now (see isJoinable). */
  isActive: boolean;
  /** Whether this user joined it. */
  attended: boolean;
  /** The shared scores opened in the lesson. */
  scoreCount: number;
  cancelledBy: 'student' | 'teacher' | 'school' | null;
  countedReason: 'late_cancellation' | 'no_show' | null;
  joinedLate: boolean;
  pendingRequest: PendingRequest | null;
  /** A place in a group lesson: its students still in it (named for the teacher only). */
  group: GroupOfLesson | null;
};

export type GroupOfLesson = { id: number; studentCount: number; studentNames: string[] };

export type DashboardClasses = {
  today: DashboardClass[];
  upcoming: DashboardClass[];
  past: DashboardClass[];
};

const teacher = alias(users, 'teacher');
const student = alias(users, 'student');
// The other party's photo, if any: joined on the same row, so a list costs one query.
const otherAvatar = alias(userAvatars, 'other_avatar');
const personOf = (person: typeof teacher | typeof student) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  avatarVersion: otherAvatar.version,
  timeZone: person.timeZone,
});

/** Minutes since midnight of an HH:MM time. */
export const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Longest lesson the forms allow: a lesson that started this long ago may still be running. */
const LONGEST_LESSON_MINUTES = 240;

type Timed = { startsAt: Date; durationMinutes: number };

/** From JOIN_EARLY_MINUTES before the lesson's start to its end. */
const withinTime = (c: Timed, now: Date) => {
  const start = c.startsAt.getTime();
  return (
    now.getTime() >= start - JOIN_EARLY_MINUTES * MINUTE &&
    now.getTime() <= start + c.durationMinutes * MINUTE
  );
};

/** A lesson's room is open on its school day, and while it runs (one crossing the school's midnight stays open). */
export const isOpenDay = (c: Timed, now: Date, schoolZone: string) =>
  wallClock(c.startsAt, schoolZone).date === wallClock(now, schoolZone).date || withinTime(c, now);

/**
 * A class a student can join now: open (see isOpenDay), not cancelled or completed, and either
 * started by its teacher or within its time (from JOIN_EARLY_MINUTES before its start to its end).
 */
export function isJoinable(
  c: Timed & { isStarted: boolean; isCompleted: boolean; isCancelled: boolean },
  now: Date,
  schoolZone: string,
): boolean {
  if (c.isCancelled || c.isCompleted || !isOpenDay(c, now, schoolZone)) return false;
  return c.isStarted || withinTime(c, now);
}

export function classStatus(c: {
  isStarted: boolean;
  isCompleted: boolean;
  isCancelled: boolean;
}): ClassStatus {
  if (c.isCancelled) return 'cancelled';
  if (c.isCompleted) return 'completed';
  return c.isStarted ? 'in_progress' : 'scheduled';
}

/** The teacher's classes of the school's day that can still be started, by time. */
export function teacherClassesToday(
  db: Db,
  teacherId: number,
  today: InstantRange,
): Promise<StartableClass[]> {
  return db
    .select({
      id: classes.id,
      batchName: classes.batchName,
      startsAt: classes.startsAt,
      student: personOf(student),
    })
    .from(classes)
    .innerJoin(student, eq(student.id, classes.studentId))
    .leftJoin(otherAvatar, eq(otherAvatar.userId, student.id))
    .where(openClassesOf(classes.teacherId, teacherId, today))
    .orderBy(asc(classes.startsAt), asc(classes.id));
}

/** The student's class to join now (see isJoinable): a started one first, then the earliest. */
export async function studentActiveClass(
  db: Db,
  studentId: number,
  schoolZone: string,
  now: Date,
): Promise<JoinableClass | null> {
  // The school's day, and the lessons around midnight still running or about to start.
  const today = schoolToday(schoolZone, now);
  const range = {
    start: new Date(Math.min(today.start.getTime(), now.getTime() - LONGEST_LESSON_MINUTES * MINUTE)),
    end: new Date(Math.max(today.end.getTime(), now.getTime() + JOIN_EARLY_MINUTES * MINUTE)),
  };
  const rows = await db
    .select({
      ...classRowColumns,
      hasPassword: sql<boolean>`${classes.joinPasswordHash} is not null`,
      teacher: personOf(teacher),
    })
    .from(classes)
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .leftJoin(otherAvatar, eq(otherAvatar.userId, teacher.id))
    .where(openClassesOf(classes.studentId, studentId, range))
    .orderBy(desc(classes.isStarted), asc(classes.startsAt), asc(classes.id));
  const found = rows.find((r) => isJoinable(r, now, schoolZone));
  if (!found) return null;
  return {
    id: found.id,
    batchName: found.batchName,
    startsAt: found.startsAt,
    durationMinutes: found.durationMinutes,
    teacher: found.teacher,
    hasPassword: Boolean(found.hasPassword),
  };
}

/**
 * The user's classes for the dashboard: the school's day, the next upcoming and the latest past
 * (teachers: completed) ones. A guardian reads their child's as the student (`user` is the
 * child), never joinable (`joinable: false`): a guardian never enters a live room.
 */
export async function myClasses(
  db: Db,
  user: { id: number; role: string },
  schoolZone: string,
  now: Date,
  { joinable = true } = {},
): Promise<DashboardClasses> {
  const today = schoolToday(schoolZone, now);
  const isTeacher = user.role === 'teacher';
  const other = isTeacher ? student : teacher;
  const mine = isTeacher ? eq(classes.teacherId, user.id) : eq(classes.studentId, user.id);
  const select = () =>
    db
      .select({
        ...classRowColumns,
        cancelledBy: classes.cancelledBy,
        countedReason: classes.countedReason,
        joinedLate: classes.joinedLate,
        groupClassId: classes.groupClassId,
        other: personOf(other),
        attended: sql<boolean>`exists (select 1 from ${classAttendance} where ${classAttendance.classId} = ${classes.id} and ${classAttendance.userId} = ${user.id} and ${classAttendance.action} = 'join')`,
        scoreCount: sql<number>`(select count(*) from ${classScores} where ${classScores.classId} = ${classes.id})`,
        // At most one request a lesson is pending (a unique index), so the join adds no rows.
        requestId: rescheduleRequests.id,
        proposedTimes: rescheduleRequests.proposedTimes,
        requestedAt: rescheduleRequests.createdAt,
      })
      .from(classes)
      .innerJoin(other, eq(other.id, isTeacher ? classes.studentId : classes.teacherId))
      .leftJoin(otherAvatar, eq(otherAvatar.userId, other.id))
      .leftJoin(
        rescheduleRequests,
        and(eq(rescheduleRequests.classId, classes.id), eq(rescheduleRequests.status, 'pending')),
      );
  const [todays, upcoming, past] = await Promise.all([
    select()
      .where(and(mine, startsWithin(today)))
      .orderBy(asc(classes.startsAt), asc(classes.id)),
    select()
      .where(and(mine, gte(classes.startsAt, today.end)))
      .orderBy(asc(classes.startsAt), asc(classes.id))
      .limit(LIST_LIMIT),
    // A teacher's record is the lessons given; a student's also shows the missed ones.
    select()
      .where(
        and(mine, lt(classes.startsAt, today.start), isTeacher ? eq(classes.isCompleted, true) : undefined),
      )
      .orderBy(desc(classes.startsAt), desc(classes.id))
      .limit(LIST_LIMIT),
  ]);
  const groups = await groupsOf(db, [...todays, ...upcoming, ...past], isTeacher);
  const toClass = (r: (typeof todays)[number]): DashboardClass => ({
    id: r.id,
    batchName: r.batchName,
    startsAt: r.startsAt,
    durationMinutes: r.durationMinutes,
    status: classStatus(r),
    other: r.other,
    isActive: joinable && !isTeacher && isJoinable(r, now, schoolZone),
    attended: Boolean(r.attended),
    scoreCount: Number(r.scoreCount),
    cancelledBy: r.cancelledBy,
    countedReason: r.countedReason,
    joinedLate: r.joinedLate,
    pendingRequest:
      r.requestId === null || r.requestedAt === null
        ? null
        : {
            id: r.requestId,
            classId: r.id,
            proposedTimes: r.proposedTimes ?? [],
            requestedAt: r.requestedAt,
          },
    group: r.groupClassId === null ? null : (groups.get(groupKey(r.groupClassId, r.startsAt)) ?? null),
  });
  return { today: todays.map(toClass), upcoming: upcoming.map(toClass), past: past.map(toClass) };
}

const groupKey = (groupClassId: number, startsAt: Date) => `${groupClassId}@${startsAt.toISOString()}`;

/**
 * The group lessons among `rows`: how many students still hold a place in each, and (for its
 * teacher) their names; a student reads only the count, not their classmates' names.
 */
async function groupsOf(
  db: Db,
  rows: { groupClassId: number | null }[],
  named: boolean,
): Promise<Map<string, GroupOfLesson>> {
  const ids = [...new Set(rows.map((r) => r.groupClassId).filter((id): id is number => id !== null))];
  const groups = new Map<string, GroupOfLesson>();
  if (ids.length === 0) return groups;
  const places = await db
    .select({
      groupClassId: classes.groupClassId,
      startsAt: classes.startsAt,
      firstName: student.firstName,
      lastName: student.lastName,
    })
    .from(classes)
    .innerJoin(student, eq(student.id, classes.studentId))
    .where(and(inArray(classes.groupClassId, ids), eq(classes.isCancelled, false)))
    .orderBy(asc(classes.id));
  for (const p of places) {
    if (p.groupClassId === null) continue;
    const key = groupKey(p.groupClassId, p.startsAt);
    const group = groups.get(key) ?? { id: p.groupClassId, studentCount: 0, studentNames: [] };
    group.studentCount += 1;
    if (named) group.studentNames.push(`${p.firstName} ${p.lastName}`);
    groups.set(key, group);
  }
  return groups;
}
