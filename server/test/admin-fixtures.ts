import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { schoolDate } from '../../common/school-time.ts';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { admissionApplications, admissionFiles, contactMessages } from '../db/schema.ts';
import { createTestUser, signIn, TEST_PASSWORD } from './fixtures.ts';

type Request = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** A new admin's Cookie header, signed in from a browser in `timeZone` when given. */
export async function signInAdmin(app: App, db: Db, timeZone?: string) {
  return signIn(app, await createTestUser(db, 'admin'), TEST_PASSWORD, timeZone);
}

/** Each request is refused with 401 without a session and 403 for a teacher, a student and a guardian. */
export async function expectAdminOnly(app: App, db: Db, requests: Request[]) {
  const teacher = await signIn(app, await createTestUser(db, 'teacher'));
  const student = await signIn(app, await createTestUser(db, 'student'));
  const guardian = await signIn(app, await createTestUser(db, 'guardian'));
  for (const request of requests) {
    const anonymous = await app.inject(request);
    expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
    expect(anonymous.json().error).toBe('Please sign in to continue');
    for (const cookie of [teacher, student, guardian]) {
      const res = await app.inject({ ...request, headers: { cookie } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.json().error).toBe('You do not have access to this');
    }
  }
}

/**
 * Dates for the admin's lesson forms, counted from the school's today, as the forms take them
 * (a year back to two years ahead): `day(n)` is the date n days on (YYYY-MM-DD), `label(date)`
 * its 'Tue 3 Mar 2026', and `summerTime` how many days on British summer time next begins (the
 * last Sunday of March, at least a month away), for lessons that cross it.
 */
export function schoolDays(zone: string) {
  const today = DateTime.fromISO(schoolDate(zone), { zone: 'utc' });
  const lastSundayOfMarch = (year: number) => {
    const end = DateTime.utc(year, 3, 31);
    return end.minus({ days: end.weekday % 7 });
  };
  let year = today.year;
  while (lastSundayOfMarch(year) < today.plus({ days: 30 })) year += 1;
  return {
    day: (n: number) => today.plus({ days: n }).toFormat('yyyy-MM-dd'),
    label: (date: string) => DateTime.fromISO(date, { zone: 'utc' }).toFormat('ccc d LLL yyyy'),
    summerTime: Math.round(lastSundayOfMarch(year).diff(today, 'days').days),
  };
}

let seq = 0;

export async function insertMessage(db: Db, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: `Visitor ${seq}`,
      email: `visitor${seq}@example.com`,
      phone: '555-0100',
      message: 'I would like to know more about piano lessons.',
      ...overrides,
    })
    .returning();
  return row as typeof contactMessages.$inferSelect;
}

/** An application as the admission form stores it, with a PNG payment screenshot. */
export async function insertApplication(
  db: Db,
  overrides: Partial<typeof admissionApplications.$inferInsert> = {},
) {
  seq += 1;
  const [app] = await db
    .insert(admissionApplications)
    .values({
      fullName: `Applicant ${seq}`,
      email: `applicant${seq}@example.com`,
      contactNumber: '+1 555 0100 123',
      gender: 'female',
      dob: '2000-01-31',
      age: 25,
      address: '12 Example Street, Example Town',
      city: 'Example Town',
      country: 'India',
      nationality: 'Indian',
      occupation: 'Student',
      education: 'Graduate',
      selectedCourses: [{ course: 'piano', type: 'quarter' }],
      howKnow: 'A friend told me',
      paymentMethod: 'online',
      ...overrides,
    })
    .returning();
  const application = app as typeof admissionApplications.$inferSelect;
  const [file] = await db
    .insert(admissionFiles)
    .values({
      applicationId: application.id,
      field: 'paymentScreenshot',
      fileName: `payment-${application.id}.png`,
      originalName: 'my payment.png',
      mimeType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      data: PNG_BYTES,
    })
    .returning();
  return { application, file: file as typeof admissionFiles.$inferSelect };
}

/** A 1x1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
