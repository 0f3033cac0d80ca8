import { eq } from 'drizzle-orm';
import { schoolDate } from '../../common/school-time.ts';
import { guardianLinks, users } from '../db/schema.ts';
import type { Party } from '../test/builders.ts';
import { createTestUser, signIn } from '../test/fixtures.ts';
import type { TestContext } from '../test/test-app.ts';

/** The date of birth of someone `years` old today on the school's clock (29 February as the 28th). */
export function bornYearsAgo(t: TestContext, years: number): string {
  const [y, m, d] = schoolDate(t.config.timeZone).split('-');
  return `${Number(y) - years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

/** Sets the student's date of birth. */
export const setBirthDate = (t: TestContext, studentId: number, dateOfBirth: string | null) =>
  t.database.db.update(users).set({ dateOfBirth }).where(eq(users.id, studentId));

/** A new signed-in guardian linked to the student. */
export async function linkGuardian(t: TestContext, studentId: number, firstName = 'Priya'): Promise<Party> {
  const user = await createTestUser(t.database.db, 'guardian', { firstName });
  await t.database.db.insert(guardianLinks).values({ guardianId: user.id, studentId });
  return { user, cookie: await signIn(t.app, user) };
}

/** A new signed-in guardian of nobody. */
export async function strangerGuardian(t: TestContext): Promise<Party> {
  const user = await createTestUser(t.database.db, 'guardian');
  return { user, cookie: await signIn(t.app, user) };
}
