import { and, eq, inArray } from 'drizzle-orm';
import { instantOf } from '../../../common/lesson-time.ts';
import type { Role } from '../../../common/schemas/auth.ts';
import { CONSENT_KINDS } from '../../../common/schemas/consents.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { createUser, hashPassword } from '../../routes/auth/auth.service.ts';
import { schoolDayRange, startsWithin } from '../class-row.ts';
import type { Db } from '../database.ts';
import { classes, consents, guardianLinks, users } from '../schema.ts';

export type DemoOptions = { password: string; classPassword: string; timeZone: string };

const ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@example.com', role: 'admin', firstName: 'Avery', lastName: 'Admin' },
  { email: 'teacher@example.com', role: 'teacher', firstName: 'Maya', lastName: 'Rao' },
  { email: 'student@example.com', role: 'student', firstName: 'Arjun', lastName: 'Mehta' },
  { email: 'student2@example.com', role: 'student', firstName: 'Lena', lastName: 'Fischer' },
  { email: 'parent@example.com', role: 'guardian', firstName: 'Priya', lastName: 'Mehta' },
];

/**
 * The demo accounts (missing ones only, the parent linked as the first student's guardian) and, for today in the school's time zone, two
 * classes of the demo teacher with the first demo student: one open, one with a join
 * password. Returns the lines to print (no password in them).
 */
export async function seedDemoAccounts(db: Db, options: DemoOptions): Promise<string[]> {
  const ids: Record<string, number> = {};
  for (const account of ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    ids[account.email] =
      existing?.id ?? (await createUser(db, { ...account, password: options.password })).id;
  }
  const teacherId = ids['teacher@example.com'] as number;
  const studentId = ids['student@example.com'] as number;
  // The demo parent is the first demo student's guardian, and when first linked agrees to
  // everything (the demo's lessons are recorded; a child's default is no consent).
  const parentId = ids['parent@example.com'] as number;
  const linked = await db
    .insert(guardianLinks)
    .values({ guardianId: parentId, studentId })
    .onConflictDoNothing()
    .returning();
  if (linked.length > 0) {
    await db
      .insert(consents)
      .values(CONSENT_KINDS.map((kind) => ({ studentId, kind, granted: true, givenBy: parentId })));
  }
  const today = schoolDate(options.timeZone);
  // At the school's clock times of today: 10:00 and 17:00 wherever the viewer is.
  const at = (time: string) => instantOf(today, time, options.timeZone);
  const existing = await db
    .select({ batchName: classes.batchName })
    .from(classes)
    .where(
      and(
        startsWithin(schoolDayRange(today, options.timeZone)),
        inArray(classes.batchName, ['Demo Piano Lesson', 'Demo Voice Lesson']),
      ),
    );
  const has = (name: string) => existing.some((c) => c.batchName === name);
  if (!has('Demo Piano Lesson')) {
    await db
      .insert(classes)
      .values({ batchName: 'Demo Piano Lesson', teacherId, studentId, startsAt: at('10:00') });
  }
  if (!has('Demo Voice Lesson')) {
    await db.insert(classes).values({
      batchName: 'Demo Voice Lesson',
      teacherId,
      studentId,
      startsAt: at('17:00'),
      joinPasswordHash: await hashPassword(options.classPassword),
    });
  }
  // The passwords are named, never printed: these lines end up in the server's log.
  return [
    `Demo accounts (password: the DEMO_PASSWORD setting): ${ACCOUNTS.map((a) => a.email).join(', ')}`,
    `Demo classes today (${today}): "Demo Piano Lesson" (no join password), "Demo Voice Lesson" (join password: the DEMO_CLASS_PASSWORD setting)`,
  ];
}
