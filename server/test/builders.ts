import { instantOf, wallClock } from '../../common/lesson-time.ts';
import type { Role } from '../../common/schemas/auth.ts';
import {
  enrolmentPart,
  ONE_OFF_AS_MADE,
  partPaidInvoice,
  validApplication,
} from '../../common/test/builders.ts';
import { classes, groupClasses, guardianLinks } from '../db/schema.ts';
import { hashPassword, type UserWithEmail } from '../routes/auth/auth.service.ts';
import { createTestUser, signIn } from './fixtures.ts';
import type { TestContext } from './test-app.ts';

// Test data of the server's tests: a valid application, and a class with a signed-in teacher
// and student of its own.

export { enrolmentPart, ONE_OFF_AS_MADE, partPaidInvoice, validApplication };

/**
 * A valid admission application as the form's multipart text fields: courses as a JSON list,
 * files left out (send them as parts), empty values left out, as the browser sends them.
 */
export function admissionFields(overrides: object = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(validApplication(overrides))) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'selectedCourses') fields[key] = JSON.stringify(value);
    else if (typeof value !== 'object') fields[key] = String(value);
  }
  return fields;
}

export type Party = { user: UserWithEmail; cookie: string };
export type TestClass = { id: number; teacher: Party; student: Party };

async function party(t: TestContext, role: Role): Promise<Party> {
  const user = await createTestUser(t.database.db, role);
  return { user, cookie: await signIn(t.app, user) };
}

/** 10:00 on the school's clock on the school's day it is now. */
export const todayAtTen = (schoolZone: string, now = new Date()) =>
  instantOf(wallClock(now, schoolZone).date, '10:00', schoolZone);

/** A signed-in teacher and student and a class of theirs (today 10:00 school time unless given, open, no password unless given). */
export async function createTestClass(
  t: TestContext,
  options: { password?: string; startsAt?: Date; batchName?: string } = {},
): Promise<TestClass> {
  const teacher = await party(t, 'teacher');
  const student = await party(t, 'student');
  const [row] = await t.database.db
    .insert(classes)
    .values({
      batchName: options.batchName ?? 'Piano Basics',
      teacherId: teacher.user.id,
      studentId: student.user.id,
      startsAt: options.startsAt ?? todayAtTen(t.config.timeZone),
      joinPasswordHash: options.password ? await hashPassword(options.password) : null,
    })
    .returning({ id: classes.id });
  if (!row) throw new Error('class not created');
  return { id: row.id, teacher, student };
}

export type TestGroupLesson = { teacher: Party; places: { id: number; student: Party }[] };

/**
 * A group lesson today at 10:00 school time with a signed-in teacher and `students` signed-in
 * students, each holding a place (a classes row of their own), in order of id; stored directly,
 * so no Janus is needed.
 */
export async function createTestGroupLesson(t: TestContext, students = 2): Promise<TestGroupLesson> {
  const teacher = await party(t, 'teacher');
  const people: Party[] = [];
  for (let i = 0; i < students; i++) people.push(await party(t, 'student'));
  const startsAt = todayAtTen(t.config.timeZone);
  const lesson = { batchName: 'Theory batch', teacherId: teacher.user.id, durationMinutes: 60 };
  const [group] = await t.database.db
    .insert(groupClasses)
    .values({
      ...lesson,
      studentIds: people.map((p) => p.user.id),
      weekdays: [],
      startTime: '10:00',
      firstDate: wallClock(startsAt, t.config.timeZone).date,
      lessonCount: 1,
    })
    .returning({ id: groupClasses.id });
  if (!group) throw new Error('group class not created');
  const rows = await t.database.db
    .insert(classes)
    .values(people.map((p) => ({ ...lesson, studentId: p.user.id, startsAt, groupClassId: group.id })))
    .returning({ id: classes.id, studentId: classes.studentId });
  const places = people.map((student) => {
    const row = rows.find((r) => r.studentId === student.user.id);
    if (!row) throw new Error('place not created');
    return { id: row.id, student };
  });
  return { teacher, places: places.sort((a, b) => a.id - b.id) };
}

/** Another signed-in user of the role, member of no class. */
export const createOutsider = (t: TestContext, role: Role) => party(t, role);

/** A signed-in guardian linked to each of the students (as an admin links them). */
export async function createGuardianOf(t: TestContext, ...studentIds: number[]): Promise<Party> {
  const guardian = await party(t, 'guardian');
  for (const studentId of studentIds)
    await t.database.db.insert(guardianLinks).values({ guardianId: guardian.user.id, studentId });
  return guardian;
}
