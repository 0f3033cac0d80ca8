import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import { instantOf, wallClock } from '../../common/lesson-time.ts';
import type { Db } from './database.ts';
import { classes, users } from './schema.ts';

/** Where a lesson stands: the marks classStatus reads. */
export const classStateColumns = {
  isStarted: classes.isStarted,
  isCompleted: classes.isCompleted,
  isCancelled: classes.isCancelled,
};

/** The columns every class list reads: what the class is, when, and where it stands. */
export const classRowColumns = {
  id: classes.id,
  batchName: classes.batchName,
  startsAt: classes.startsAt,
  durationMinutes: classes.durationMinutes,
  ...classStateColumns,
};

/** What a lesson's calendar entry is made of (lesson-ics.ts): its uid, title, time and sequence. */
export const lessonIcsColumns = {
  id: classes.id,
  batchName: classes.batchName,
  startsAt: classes.startsAt,
  durationMinutes: classes.durationMinutes,
  sequence: classes.sequence,
};

/**
 * A lesson's two people: selectWithPeople joins them, and a query from another table joins them
 * after classes by `.innerJoin(lessonTeacher, teacherOfLesson).innerJoin(lessonStudent, studentOfLesson)`.
 */
export const lessonTeacher = alias(users, 'lesson_teacher');
export const lessonStudent = alias(users, 'lesson_student');
export const teacherOfLesson = eq(lessonTeacher.id, classes.teacherId);
export const studentOfLesson = eq(lessonStudent.id, classes.studentId);

type LessonPerson = typeof lessonTeacher | typeof lessonStudent;

/** A lesson's person as the admin's lists name them. */
const nameColumns = (person: LessonPerson) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
});

/** What mails and labels need of a lesson's person: who, where to write, and their clock. */
const partyColumns = (person: LessonPerson) => ({
  ...nameColumns(person),
  email: person.email,
  timeZone: person.timeZone,
});

/** The lesson's two people named. */
export const lessonNameColumns = { teacher: nameColumns(lessonTeacher), student: nameColumns(lessonStudent) };
/** The lesson's two people as mails and labels need them. */
export const lessonPartyColumns = {
  teacher: partyColumns(lessonTeacher),
  student: partyColumns(lessonStudent),
};

/** A select of classes with both people joined: inner joins, so no column of theirs is null. */
type ClassesWithPeople<F extends SelectedFields> = PgSelectBase<
  'classes',
  F,
  'partial',
  { classes: 'not-null'; lesson_teacher: 'not-null'; lesson_student: 'not-null' }
>;

/**
 * Classes with their two people joined: `fields` may read classes, lessonTeacher and
 * lessonStudent. Built on the plain selection and typed after: drizzle's types cannot chain a
 * second join on a selection left generic.
 */
export const selectWithPeople = <F extends SelectedFields>(db: Db, fields: F) =>
  db
    .select(fields as SelectedFields)
    .from(classes)
    .innerJoin(lessonTeacher, teacherOfLesson)
    .innerJoin(lessonStudent, studentOfLesson) as unknown as ClassesWithPeople<F>;

/** Lessons with their two people, as the lesson calls, the clash check and the reminders read them. */
export const selectLessons = (db: Db) =>
  selectWithPeople(db, {
    ...lessonIcsColumns,
    ...classStateColumns,
    countedReason: classes.countedReason,
    groupClassId: classes.groupClassId,
    ...lessonPartyColumns,
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
