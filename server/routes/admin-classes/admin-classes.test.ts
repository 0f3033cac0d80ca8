import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('admin class routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: 'Asia/Kolkata' });
  const url = `/api${API.adminClasses}`;

  it('refuses anyone but an admin', async () => {
    for (const role of ['teacher', 'student'] as const) {
      const cookie = await signIn(t.app, await createTestUser(t.database.db, role));
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: `${url}/1/cancel`, headers: { cookie } })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('schedules a class the teacher then sees today, edits it and cancels it', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const teacher = await createTestUser(db, 'teacher');
    const student = await createTestUser(db, 'student');
    const today = schoolDate('Asia/Kolkata');
    const input = {
      batchName: 'Evening Violin',
      teacherId: teacher.id,
      studentId: student.id,
      classDate: today,
      classTime: '18:30',
      durationMinutes: 50,
      joinPassword: 'secret-1',
    };
    const created = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: input });
    expect(created.statusCode).toBe(200);
    const cls = created.json().Class;
    expect(cls).toMatchObject({
      batchName: 'Evening Violin',
      hasPassword: true,
      status: 'scheduled',
      teacher: { id: teacher.id },
    });
    expect(JSON.stringify(created.json())).not.toMatch(/secret-1|Hash/);

    const teacherCookie = await signIn(t.app, teacher);
    const todays = await t.app.inject({
      method: 'GET',
      url: `/api${API.teacherClassesToday}`,
      headers: { cookie: teacherCookie },
    });
    expect(todays.json().Classes).toMatchObject([
      { id: cls.id, batch_name: 'Evening Violin', class_time: '18:30' },
    ]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${url}/${cls.id}`,
      headers: { cookie },
      payload: { ...input, classTime: '19:00', passwordAction: 'remove', joinPassword: '' },
    });
    expect(edited.json().Class).toMatchObject({ classTime: '19:00', hasPassword: false });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${url}/${cls.id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.json().Class.status).toBe('cancelled');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api${API.teacherClassesToday}`,
      headers: { cookie: teacherCookie },
    });
    expect(after.json().Classes).toEqual([]);

    const list = await t.app.inject({
      method: 'GET',
      url: `${url}?status=cancelled&pageSize=1`,
      headers: { cookie },
    });
    expect(list.json()).toMatchObject({ result: true, page: 1, pageSize: 1, Classes: [{ id: cls.id }] });
  });

  it('refuses a student as teacher and bad fields with the shared messages', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const student = await createTestUser(db, 'student');
    const base = {
      batchName: 'X Lesson',
      teacherId: student.id,
      studentId: student.id,
      classDate: '2030-01-01',
      classTime: '10:00',
      durationMinutes: 60,
    };
    const wrongTeacher = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: base });
    expect(wrongTeacher.statusCode).toBe(400);
    expect(wrongTeacher.json().error).toBe('Please choose a teacher');
    const badTime = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { ...base, classTime: '25:00' },
    });
    expect(badTime.json().error).toBe('Please enter a valid time');
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${url}/999999`,
      headers: { cookie },
      payload: base,
    });
    expect(missing.statusCode).toBe(404);
  });
});
