import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { instantOf, wallClock } from '../../common/lesson-time.ts';
import { classes, users } from './schema.ts';

/** The columns every class list reads: what the class is, when, and where it stands. */
export const classRowColumns = {
  id: classes.id,
  batchName: classes.batchName,
  startsAt: classes.startsAt,
  durationMinutes: classes.durationMinutes,
  isStarted: classes.isStarted,
  isCompleted: classes.isCompleted,
  isCancelled: classes.isCancelled,
};

/** A lesson's two people, joined by `.innerJoin(lessonTeacher, teacherOfLesson).innerJoin(lessonStudent, studentOfLesson)`. */
export const lessonTeacher = alias(users, 'lesson_teacher');
export const lessonStudent = alias(users, 'lesson_student');
export const teacherOfLesson = eq(lessonTeacher.id, classes.teacherId);
export const studentOfLesson = eq(lessonStudent.id, classes.studentId);

/** What mails and labels need of a lesson's person: who, where to write, and their clock. */
export const partyColumns = (person: typeof lessonTeacher | typeof lessonStudent) => ({
  id: person.id,
  email: person.email,
  firstName: person.firstName,
  lastName: person.lastName,
  timeZone: person.timeZone,
});

/** An instant range, start included, end not. */
export type InstantRange = { start: Date; end: Date };

/** The day after a calendar date (YYYY-MM-DD). */
function nextDate(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * A calendar day on the school's clock as the instants it spans: from its midnight to the next
 * (23 or 25 hours across a clock change), so "today" means the school's day wherever the viewer is.
 */
export function schoolDayRange(day: string, schoolZone: string): InstantRange {
  return { start: instantOf(day, '00:00', schoolZone), end: instantOf(nextDate(day), '00:00', schoolZone) };
}

/** The school's day it is at `now`, as instants. */
export const schoolToday = (schoolZone: string, now: Date = new Date()): InstantRange =>
  schoolDayRange(wallClock(now, schoolZone).date, schoolZone);

/** Classes starting within the range. */
export const startsWithin = (range: InstantRange): SQL | undefined =>
  and(gte(classes.startsAt, range.start), lt(classes.startsAt, range.end));

/** The classes of one member (`member` is classes.teacherId or classes.studentId) starting within `range` that are still open. */
export function openClassesOf(member: PgColumn, userId: number, range: InstantRange): SQL | undefined {
  return and(
    eq(member, userId),
    startsWithin(range),
    eq(classes.isCancelled, false),
    eq(classes.isCompleted, false),
  );
}
