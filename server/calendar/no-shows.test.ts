import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { classAttendance, classChanges, classes } from '../db/schema.ts';
import { createTestUser } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { markNoShows } from './no-shows.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const now = new Date('2026-03-02T12:00:00.000Z');
const MINUTE = 60_000;

async function lesson(startedMinutesAgo: number, state: Partial<typeof classes.$inferInsert> = {}) {
  const db = database.db;
  const teacher = await createTestUser(db, 'teacher');
  const student = await createTestUser(db, 'student');
  const [row] = await db
    .insert(classes)
    .values({
      batchName: 'Piano Basics',
      teacherId: teacher.id,
      studentId: student.id,
      startsAt: new Date(now.getTime() - startedMinutesAgo * MINUTE),
      durationMinutes: 60,
      ...state,
    })
    .returning();
  if (!row) throw new Error('class not created');
  return row;
}

const joins = (classId: number, userId: number, role: 'teacher' | 'student', createdAt: Date) =>
  database.db.insert(classAttendance).values({ classId, userId, role, action: 'join', createdAt });

describe('markNoShows', () => {
  it('counts a lesson whose end has passed, that the teacher came to and the student never joined, as completed: a no-show', async () => {
    const teacherOnly = async (
      startedMinutesAgo: number,
      state: Partial<typeof classes.$inferInsert> = {},
    ) => {
      const row = await lesson(startedMinutesAgo, state);
      await joins(row.id, row.teacherId, 'teacher', new Date(row.startsAt.getTime() + MINUTE));
      return row;
    };
    const ended = await teacherOnly(61);
    const endedLongAgo = await teacherOnly(90);
    const nobodyCame = await lesson(90);
    const running = await teacherOnly(59);
    const endingNow = await teacherOnly(60);
    const attended = await teacherOnly(120);
    await joins(
      attended.id,
      attended.studentId,
      'student',
      new Date(attended.startsAt.getTime() + 2 * MINUTE),
    );
    // The teacher opened the room only after the end (the day stays open): the student may still come.
    const teacherLate = await lesson(90);
    await joins(teacherLate.id, teacherLate.teacherId, 'teacher', new Date(now.getTime() - MINUTE));
    const cancelled = await teacherOnly(120, { isCancelled: true, cancelledBy: 'teacher' });
    const completed = await teacherOnly(120, { isCompleted: true });

    const marked = await markNoShows(database.db, now);

    expect(marked.sort()).toEqual([ended.id, endedLongAgo.id].sort());
    const [row] = await database.db.select().from(classes).where(eq(classes.id, ended.id));
    expect(row).toMatchObject({ isCompleted: true, countedReason: 'no_show', completedAt: now });
    const changes = await database.db.select().from(classChanges).where(eq(classChanges.classId, ended.id));
    expect(changes).toMatchObject([
      { actorId: null, actorRole: 'system', action: 'counted_completed', rule: 'no-show' },
    ]);
    for (const untouched of [nobodyCame, running, endingNow, attended, teacherLate, cancelled, completed]) {
      const [r] = await database.db.select().from(classes).where(eq(classes.id, untouched.id));
      expect(r?.countedReason).toBeNull();
    }
    // Nothing twice.
    expect(await markNoShows(database.db, now)).toEqual([]);
  });
});

describe("the 'lesson-no-shows' job", () => {
  const t = useTestApp();

  it('marks, on the server’s clock, the lessons that ended without the student', async () => {
    const db = t.database.db;
    const teacher = await createTestUser(db, 'teacher');
    const student = await createTestUser(db, 'student');
    const [row] = await db
      .insert(classes)
      .values({
        batchName: 'Violin',
        teacherId: teacher.id,
        studentId: student.id,
        startsAt: new Date(Date.now() - 2 * 60 * MINUTE),
        durationMinutes: 45,
      })
      .returning({ id: classes.id });
    await db.insert(classAttendance).values({
      classId: row?.id ?? 0,
      userId: teacher.id,
      role: 'teacher',
      action: 'join',
      createdAt: new Date(Date.now() - 100 * MINUTE),
    });
    expect(await t.app.jobs.tick('lesson-no-shows')).toBe(true);
    const [after] = await db
      .select()
      .from(classes)
      .where(eq(classes.id, row?.id ?? 0));
    expect(after).toMatchObject({ isCompleted: true, countedReason: 'no_show' });
  });
});
