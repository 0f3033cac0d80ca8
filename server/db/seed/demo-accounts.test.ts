import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { schoolDate } from '../../../common/school-time.ts';
import { useTestApp } from '../../test/test-app.ts';
import { classes, users } from '../schema.ts';
import { isEmptyDatabase, seedDemoData } from './index.ts';

describe('demo data', () => {
  const t = useTestApp();
  const options = { password: 'demo-password', classPassword: 'letmein', timeZone: 'Asia/Kolkata' };

  it('creates the four accounts and two classes today, once', async () => {
    expect(await isEmptyDatabase(t.database)).toBe(true);
    const lines = await seedDemoData(t.database, options);
    expect(lines.join('\n')).toContain('student2@example.com');
    await seedDemoData(t.database, options);

    const accounts = await t.database.db.select().from(users);
    expect(accounts.map((u) => `${u.email}:${u.role}`).sort()).toEqual([
      'admin@example.com:admin',
      'student2@example.com:student',
      'student@example.com:student',
      'teacher@example.com:teacher',
    ]);
    const today = schoolDate('Asia/Kolkata');
    const rows = await t.database.db.select().from(classes);
    expect(rows).toHaveLength(2);
    const piano = rows.find((c) => c.batchName === 'Demo Piano Lesson');
    const voice = rows.find((c) => c.batchName === 'Demo Voice Lesson');
    expect(piano).toMatchObject({ classDate: today, joinPasswordHash: null });
    expect(voice?.joinPasswordHash && (await verify(voice.joinPasswordHash, 'letmein'))).toBe(true);
    expect(await isEmptyDatabase(t.database)).toBe(false);
  });

  it('signs in the demo teacher with the demo password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'teacher@example.com', password: 'demo-password' },
    });
    expect(res.statusCode).toBe(200);
  });
});
