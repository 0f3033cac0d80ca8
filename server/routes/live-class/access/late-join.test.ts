import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classChanges, classes } from '../../../db/schema.ts';
import { createTestClass, type TestClass } from '../../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class-fixtures.ts';

const ATTENDANCE = '/api/update_class_attendance.php';
const MY_CLASSES = '/api/my_classes';

// The policy's default: a student joining more than 20 minutes after the start marks the lesson late.
describe('joining late', () => {
  const t = useLiveTestApp();

  const startedMinutesAgo = (minutes: number) =>
    createTestClass(t, { startsAt: new Date(Date.now() - minutes * 60_000) });
  const join = (c: TestClass, who: 'teacher' | 'student') =>
    call(t, c[who], 'POST', ATTENDANCE, { class_id: c.id, action: 'join' });
  const lessonOf = async (c: TestClass) => {
    const [row] = await t.database.db
      .select({ joinedLate: classes.joinedLate })
      .from(classes)
      .where(eq(classes.id, c.id));
    const changes = await t.database.db.select().from(classChanges).where(eq(classChanges.classId, c.id));
    return { joinedLate: row?.joinedLate, changes };
  };
  /** The lesson as the student's dashboard shows it. */
  const onDashboard = async (c: TestClass) => {
    const lists = (await call(t, c.student, 'GET', MY_CLASSES)).json();
    return [...lists.Today, ...lists.Upcoming, ...lists.Past].find((l: { id: number }) => l.id === c.id);
  };

  it('marks the lesson late when the student joins 21 minutes after the start, once, with who and by which rule', async () => {
    const c = await startedMinutesAgo(21);
    expect((await join(c, 'student')).statusCode).toBe(200);
    const marked = await lessonOf(c);
    expect(marked.joinedLate).toBe(true);
    expect(marked.changes).toEqual([
      expect.objectContaining({
        actorId: c.student.user.id,
        actorRole: 'student',
        action: 'marked_late',
        rule: 'late-join',
      }),
    ]);
    expect(await onDashboard(c)).toMatchObject({ joined_late: true, attended: true });
    // A second join (a reload) leaves one record.
    expect((await join(c, 'student')).statusCode).toBe(200);
    expect((await lessonOf(c)).changes).toHaveLength(1);
  });

  it('does not mark a student joining 19 minutes after the start, nor a teacher joining late', async () => {
    const onTime = await startedMinutesAgo(19);
    expect((await join(onTime, 'student')).statusCode).toBe(200);
    expect(await lessonOf(onTime)).toEqual({ joinedLate: false, changes: [] });
    expect(await onDashboard(onTime)).toMatchObject({ joined_late: false, attended: true });

    const teacherLate = await startedMinutesAgo(30);
    expect((await join(teacherLate, 'teacher')).statusCode).toBe(200);
    expect(await lessonOf(teacherLate)).toEqual({ joinedLate: false, changes: [] });
  });
});
