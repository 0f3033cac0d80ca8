import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { classes, classNotes } from '../../../db/schema.ts';
import {
  createOutsider,
  createTestClass,
  createTestGroupLesson,
  type Party,
  type TestGroupLesson,
} from '../../../test/builders.ts';
import { call, expectPasswordFirst, useLiveTestApp } from '../live-class-fixtures.ts';

const NOTES = '/api/white_board.php';

describe('whiteboard notes', () => {
  const t = useLiveTestApp();

  it('keeps notes per class and per user, trimmed, and loads them again', async () => {
    const c = await createTestClass(t);
    const empty = await call(t, c.student, 'GET', NOTES, {
      action: 'get_notes',
      class_id: c.id,
      user_id: c.student.user.id,
      user_role: 'Student',
    });
    expect(empty.json()).toEqual({
      success: true,
      data: { notes_content: '', updated_at: null },
      message: 'Notes loaded',
    });
    const saved = await call(t, c.student, 'POST', NOTES, {
      action: 'save_notes',
      class_id: c.id,
      user_id: c.student.user.id,
      user_role: 'student',
      notes_content: '\n  Practise C major, 80 bpm  \n',
    });
    expect(saved.json()).toMatchObject({
      success: true,
      data: { notes_content: 'Practise C major, 80 bpm' },
      message: 'Notes saved',
    });
    await call(t, c.teacher, 'POST', NOTES, {
      action: 'save_notes',
      class_id: c.id,
      notes_content: 'Teacher plan',
    });
    await call(t, c.student, 'POST', NOTES, {
      action: 'save_notes',
      class_id: c.id,
      notes_content: 'Scales, then arpeggios',
    });
    const mine = await call(t, c.student, 'GET', NOTES, { action: 'get_notes', class_id: c.id });
    expect(mine.json().data.notes_content).toBe('Scales, then arpeggios');
    expect(mine.json().data.updated_at).toEqual(expect.any(String));
    const theirs = await call(t, c.teacher, 'GET', NOTES, { action: 'get_notes', class_id: c.id });
    expect(theirs.json().data.notes_content).toBe('Teacher plan');
    const other = await createTestClass(t);
    expect(
      (await call(t, other.student, 'GET', NOTES, { action: 'get_notes', class_id: other.id })).json().data
        .notes_content,
    ).toBe('');
  });

  it('refuses anonymous users, strangers, wrong claims and sessions without the password', async () => {
    const c = await createTestClass(t, { password: 'pw-notes' });
    const read = { action: 'get_notes', class_id: c.id };
    const save = { action: 'save_notes', class_id: c.id, notes_content: 'x' };
    expect((await call(t, null, 'GET', NOTES, read)).statusCode).toBe(401);
    expect((await call(t, null, 'POST', NOTES, save)).statusCode).toBe(401);
    for (const role of ['student', 'teacher'] as const) {
      const outsider = await createOutsider(t, role);
      expect((await call(t, outsider, 'GET', NOTES, read)).statusCode).toBe(403);
      expect((await call(t, outsider, 'POST', NOTES, save)).statusCode).toBe(403);
    }
    await expectPasswordFirst(t, c.student, { classId: c.id, password: 'pw-notes' }, () =>
      call(t, c.student, 'POST', NOTES, save),
    );
    expect(
      (await call(t, c.student, 'POST', NOTES, { ...save, user_id: c.teacher.user.id })).statusCode,
    ).toBe(403);
    expect((await call(t, c.student, 'GET', NOTES, { ...read, action: 'read' })).statusCode).toBe(400);
  });

  describe('in a group lesson', () => {
    const read = (who: Party, classId: number) =>
      call(t, who, 'GET', NOTES, { action: 'get_notes', class_id: classId });
    const save = (who: Party, classId: number, notes: string) =>
      call(t, who, 'POST', NOTES, { action: 'save_notes', class_id: classId, notes_content: notes });
    type Place = TestGroupLesson['places'][number];
    const places = (g: TestGroupLesson) => g.places as [Place, Place, Place];
    const notesOf = async (res: Awaited<ReturnType<typeof read>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.notes_content;
    };

    it("keeps each member's notes under the lesson, whichever place their page opened", async () => {
      const g = await createTestGroupLesson(t, 3);
      const [first, second, third] = places(g);
      await notesOf(await save(g.teacher, second.id, 'Group plan: call and response'));
      expect(await notesOf(await read(g.teacher, first.id))).toBe('Group plan: call and response');
      expect(await notesOf(await read(g.teacher, third.id))).toBe('Group plan: call and response');
      // A student's notes are their own, as in a one-to-one lesson: not the teacher's, nor another's.
      expect(await notesOf(await read(second.student, second.id))).toBe('');
      await notesOf(await save(second.student, second.id, 'Sa Re Ga, slower'));
      expect(await notesOf(await read(second.student, second.id))).toBe('Sa Re Ga, slower');
      expect(await notesOf(await read(third.student, third.id))).toBe('');
      expect(await notesOf(await read(g.teacher, second.id))).toBe('Group plan: call and response');
      // One home for the lesson: its first place (where its chat and room are kept too).
      const rows = await t.database.db.select().from(classNotes).where(eq(classNotes.classId, first.id));
      expect(rows.map((r) => r.userId).sort()).toEqual([g.teacher.user.id, second.student.user.id].sort());
    });

    it("refuses another place's, another group's and a cancelled place's notes", async () => {
      const g = await createTestGroupLesson(t, 3);
      const [first, second, third] = places(g);
      const other = places(await createTestGroupLesson(t, 2))[0];
      // The third student cancelled their place (before anyone opened the room).
      await t.database.db
        .update(classes)
        .set({ isCancelled: true, cancelledBy: 'student' })
        .where(eq(classes.id, third.id));
      await save(g.teacher, first.id, 'Group plan');
      for (const [who, classId] of [
        [second.student, first.id],
        [other.student, first.id],
        [other.student, second.id],
      ] as const) {
        const [got, sent] = [await read(who, classId), await save(who, classId, 'x')];
        expect([got.statusCode, got.json().message]).toEqual([403, LIVE_MESSAGES.notAuthorized]);
        expect(sent.statusCode).toBe(403);
      }
      const cancelled = await read(third.student, third.id);
      expect([cancelled.statusCode, cancelled.json().message]).toEqual([403, LIVE_MESSAGES.cancelled]);
      expect((await save(third.student, third.id, 'x')).statusCode).toBe(403);
      // The lesson goes on for the others: the teacher's notes load through a place that is on.
      expect(await notesOf(await read(g.teacher, second.id))).toBe('Group plan');
    });
  });
});
