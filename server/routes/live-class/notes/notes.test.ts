import { describe, expect, it } from 'vitest';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
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
});
