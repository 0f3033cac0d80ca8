import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassStatus } from '../../../common/schemas/admin-classes.ts';
import { classRowColumns, openClassesOf } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { classAttendance, classes, userAvatars, users } from '../../db/schema.ts';

/** A student may join from this many minutes before the start time. */
export const JOIN_EARLY_MINUTES = 15;
// The dashboard shows this many upcoming and past classes.
const LIST_LIMIT = 20;

/** A party of a class as the other one sees it; `avatarVersion` is null when they have no photo. */
export type Person = { id: number; firstName: string; lastName: string; avatarVersion: string | null };

/** A class of today the teacher can still start, with its student. */
export type StartableClass = {
  id: number;
  batchName: string;
  classDate: string;
  classTime: string;
  student: Person;
};

/** The class a student can join now. */
export type JoinableClass = {
  id: number;
  batchName: string;
  classDate: string;
  classTime: string;
  durationMinutes: number;
  teacher: Person;
  hasPassword: boolean;
};

/** A class on the dashboard; `other` is the other party (the teacher's student, the student's teacher). */
export type DashboardClass = {
  id: number;
  batchName: string;
  classDate: string;
  classTime: string;
  durationMinutes: number;
  status: ClassStatus;
  other: Person;
  /** The class a student may join now (see isJoinable). */
  isActive: boolean;
  /** Whether this user joined it. */
  attended: boolean;
};
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
});

/** Minutes since midnight of an HH:MM time. */
export const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * A class a student can join now: today's, not cancelled or completed, and either started
 * by its teacher or within its time (from JOIN_EARLY_MINUTES before to its end).
 */
export function isJoinable(
  c: {
    classDate: string;
    classTime: string;
    durationMinutes: number;
    isStarted: boolean;
    isCompleted: boolean;
    isCancelled: boolean;
  },
  today: string,
  nowTime: string,
): boolean {
  if (c.classDate !== today || c.isCancelled || c.isCompleted) return false;
  if (c.isStarted) return true;
  const now = minutes(nowTime);
  const start = minutes(c.classTime);
  return now >= start - JOIN_EARLY_MINUTES && now <= start + c.durationMinutes;
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

/** The teacher's classes of the day that can still be started, by time. */
export function teacherClassesToday(db: Db, teacherId: number, today: string): Promise<StartableClass[]> {
  return db
    .select({
      id: classes.id,
      batchName: classes.batchName,
      classDate: classes.classDate,
      classTime: classes.classTime,
      student: personOf(student),
    })
    .from(classes)
    .innerJoin(student, eq(student.id, classes.studentId))
    .leftJoin(otherAvatar, eq(otherAvatar.userId, student.id))
    .where(openClassesOf(classes.teacherId, teacherId, today))
    .orderBy(asc(classes.classTime), asc(classes.id));
}

/** The student's class to join now: a started one first, then the earliest. */
export async function studentActiveClass(
  db: Db,
  studentId: number,
  today: string,
  nowTime: string,
): Promise<JoinableClass | null> {
  const rows = await db
    .select({
      ...classRowColumns,
      hasPassword: sql<boolean>`${classes.joinPasswordHash} is not null`,
      teacher: personOf(teacher),
    })
    .from(classes)
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .leftJoin(otherAvatar, eq(otherAvatar.userId, teacher.id))
    .where(openClassesOf(classes.studentId, studentId, today))
    .orderBy(desc(classes.isStarted), asc(classes.classTime), asc(classes.id));
  const found = rows.find((r) => isJoinable(r, today, nowTime));
  if (!found) return null;
  return {
    id: found.id,
    batchName: found.batchName,
    classDate: found.classDate,
    classTime: found.classTime,
    durationMinutes: found.durationMinutes,
    teacher: found.teacher,
    hasPassword: Boolean(found.hasPassword),
  };
}

/** The user's classes for the dashboard: today's, the next upcoming and the latest past (teachers: completed) ones. */
export async function myClasses(
  db: Db,
  user: { id: number; role: string },
  today: string,
  nowTime: string,
): Promise<DashboardClasses> {
  const isTeacher = user.role === 'teacher';
  const other = isTeacher ? student : teacher;
  const mine = isTeacher ? eq(classes.teacherId, user.id) : eq(classes.studentId, user.id);
  const select = () =>
    db
      .select({
        ...classRowColumns,
        other: personOf(other),
        attended: sql<boolean>`exists (select 1 from ${classAttendance} where ${classAttendance.classId} = ${classes.id} and ${classAttendance.userId} = ${user.id} and ${classAttendance.action} = 'join')`,
      })
      .from(classes)
      .innerJoin(other, eq(other.id, isTeacher ? classes.studentId : classes.teacherId))
      .leftJoin(otherAvatar, eq(otherAvatar.userId, other.id));

  const [todays, upcoming, past] = await Promise.all([
    select()
      .where(and(mine, eq(classes.classDate, today)))
      .orderBy(asc(classes.classTime), asc(classes.id)),
    select()
      .where(and(mine, gt(classes.classDate, today)))
      .orderBy(asc(classes.classDate), asc(classes.classTime))
      .limit(LIST_LIMIT),
    // A teacher's record is the lessons given; a student's also shows the missed ones.
    select()
      .where(and(mine, lt(classes.classDate, today), isTeacher ? eq(classes.isCompleted, true) : undefined))
      .orderBy(desc(classes.classDate), desc(classes.classTime))
      .limit(LIST_LIMIT),
  ]);
  const toClass = (r: (typeof todays)[number]): DashboardClass => ({
    id: r.id,
    batchName: r.batchName,
    classDate: r.classDate,
    classTime: r.classTime,
    durationMinutes: r.durationMinutes,
    status: classStatus(r),
    other: r.other,
    isActive: !isTeacher && isJoinable(r, today, nowTime),
    attended: Boolean(r.attended),
  });
  return { today: todays.map(toClass), upcoming: upcoming.map(toClass), past: past.map(toClass) };
}
