import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { instantOf } from '../../../common/lesson-time.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { useTestApp } from '../../test/test-app.ts';
import { classes, guardianLinks, users } from '../schema.ts';
import { seedDemoData } from './index.ts';

describe('demo data', () => {
  const t = useTestApp();
  const options = { password: 'demo-password', classPassword: 'letmein', timeZone: 'Asia/Kolkata' };

  it('creates the five accounts, the parent linked to the first student, and two classes today, once', async () => {
    const lines = (await seedDemoData(t.database, options)).join('\n');
    expect(lines).toContain('student2@example.com');
    // The lines go to the server's log: they name the settings, never the passwords.
    expect(lines).toContain('DEMO_PASSWORD');
    expect(lines).not.toContain(options.password);
    expect(lines).not.toContain(options.classPassword);
    await seedDemoData(t.database, options);

    const accounts = await t.database.db.select().from(users);
    expect(accounts.map((u) => `${u.email}:${u.role}`).sort()).toEqual([
      'admin@example.com:admin',
      'parent@example.com:guardian',
      'student2@example.com:student',
      'student@example.com:student',
      'teacher@example.com:teacher',
    ]);
    const byEmail = new Map(accounts.map((u) => [u.email, u.id]));
    expect(await t.database.db.select().from(guardianLinks)).toMatchObject([
      { guardianId: byEmail.get('parent@example.com'), studentId: byEmail.get('student@example.com') },
    ]);
    const today = schoolDate('Asia/Kolkata');
    const rows = await t.database.db.select().from(classes);
    expect(rows).toHaveLength(2);
    const piano = rows.find((c) => c.batchName === 'Demo Piano Lesson');
    const voice = rows.find((c) => c.batchName === 'Demo Voice Lesson');
    // Today at 10:00 and 17:00 on the school's clock.
    expect(piano).toMatchObject({
      startsAt: instantOf(today, '10:00', 'Asia/Kolkata'),
      joinPasswordHash: null,
    });
    expect(voice?.startsAt).toEqual(instantOf(today, '17:00', 'Asia/Kolkata'));
    expect(voice?.joinPasswordHash && (await verify(voice.joinPasswordHash, 'letmein'))).toBe(true);
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
