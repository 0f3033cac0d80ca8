import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { useTestApp } from '../../test/test-app.ts';
import { assignments, practiceLog } from '../schema.ts';
import { seedDemoData } from './index.ts';

describe('demo practice', () => {
  const t = useTestApp();
  const options = { password: 'demo-password', classPassword: 'letmein', timeZone: 'Asia/Kolkata' };

  it("gives the demo student two assignments, one due by today's first lesson (listed first), and practice before this week, once", async () => {
    await seedDemoData(t.database, options);
    await seedDemoData(t.database, options);
    const rows = await t.database.db.select().from(assignments);
    expect(rows.map((a) => [a.title, a.tempoGoal, a.tala, a.state])).toEqual([
      ['Yaman alankars', 72, 'keherwa', 'open'],
      ['Teentaal theka, ten rounds', 90, 'teentaal', 'again'],
    ]);
    expect(rows[0]?.dueClassId).not.toBeNull();
    const log = await t.database.db.select().from(practiceLog);
    expect(log).toHaveLength(5);
    // At least 8 days ago: never in the current week, which a journey fills itself.
    const weekAgo = new Date(Date.parse(`${schoolDate('Asia/Kolkata')}T00:00:00Z`) - 7 * 86_400_000);
    for (const entry of log) expect(entry.day < weekAgo.toISOString().slice(0, 10)).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student@example.com', password: 'demo-password' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api${API.courseAssignments}`,
      headers: { cookie },
    });
    // Due by the next lesson first.
    expect(list.json().Assignments.map((a: { title: string }) => a.title)).toEqual([
      'Yaman alankars',
      'Teentaal theka, ten rounds',
    ]);
  });
});
