import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { TUNING_TEXT } from '../../../common/schemas/tunings.ts';
import { expectAdminOnly, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('the school’s tunings', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const url = `/api${API.tunings}`;
  const carnatic = {
    course: 'violin',
    label: 'Carnatic (Sa Pa Sa Pa on D)',
    strings: ['d3', 'a3', 'd4', 'a4'],
  };
  const put = (cookie: string, tunings: unknown[]) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { tunings } });

  it('are kept by admins only, and read by anyone signed in', async () => {
    await expectAdminOnly(t.app, t.database.db, [{ method: 'PUT', url, payload: { tunings: [] } }]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const student = await signIn(t.app, await createTestUser(t.database.db, 'student'));
    const none = await t.app.inject({ method: 'GET', url, headers: { cookie: student } });
    expect(none.json()).toEqual({ result: true, tunings: [] });

    const admin = await signInAdmin(t.app, t.database.db);
    const saved = await put(admin, [
      carnatic,
      { course: 'guitar', label: 'Open D', strings: ['D2', 'A2', 'D3', 'F#3', 'A3', 'D4'] },
    ]);
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url, headers: { cookie: student } });
    expect(read.json().tunings).toEqual([
      { course: 'violin', courseLabel: 'Violin', label: carnatic.label, strings: ['D3', 'A3', 'D4', 'A4'] },
      {
        course: 'guitar',
        courseLabel: 'Guitar Acoustic/Electric',
        label: 'Open D',
        strings: ['D2', 'A2', 'D3', 'F♯3', 'A3', 'D4'],
      },
    ]);
  });

  it('refuses a wrong string in words and keeps the list as it was', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    await put(admin, [carnatic]);
    const bad = await put(admin, [
      carnatic,
      { course: 'guitar', label: 'Drop D', strings: ['D2', 'A2', 'Q3'] },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(TUNING_TEXT.badNote('Q3'));
    const read = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(read.json().tunings.map((x: { label: string }) => x.label)).toEqual([carnatic.label]);
  });
});
