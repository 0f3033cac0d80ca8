import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { API } from '../../common/api.ts';
import { lessonWhenLabel } from '../../common/lesson-time.ts';
import { schoolDate } from '../../common/school-time.ts';
import { sendLessonReminders } from '../calendar/reminders.ts';
import { guardianLinks, mailOutbox, users } from '../db/schema.ts';
import {
  call,
  createLesson,
  DAYS,
  person,
  schoolAt,
  useLessonsApp,
} from '../routes/lessons/lesson-fixtures.ts';
import { signInAdmin } from '../test/admin-fixtures.ts';
import { createTestUser } from '../test/fixtures.ts';
import { recipientsForStudent } from './recipients.ts';

// A student's mails go to their guardians, and to the student too from 13 on the school's date.

describe('recipients for a student', () => {
  const t = useLessonsApp();
  const db = () => t.database.db;
  const zone = () => t.config.timeZone;
  /** The date of birth of someone `years` old on the school's date today, turning a year older `birthdayIn` days from now. */
  const bornYearsAgo = (years: number, birthdayIn = 0) =>
    DateTime.fromISO(schoolDate(zone())).minus({ years }).plus({ days: birthdayIn }).toISODate() ?? '';
  async function family(dob: string | null, guardians = 1) {
    const student = await createTestUser(db(), 'student', { firstName: 'Ravi' });
    await db().update(users).set({ dateOfBirth: dob }).where(eq(users.id, student.id));
    const parents = [];
    for (let i = 0; i < guardians; i++) {
      const parent = await createTestUser(db(), 'guardian', { firstName: `Parent${i}` });
      await db().insert(guardianLinks).values({ guardianId: parent.id, studentId: student.id });
      parents.push(parent);
    }
    return { student, parents };
  }
  const emailsOf = async (studentId: number) =>
    (await recipientsForStudent(db(), studentId, { schoolZone: zone(), ownMailAge: 13 })).map((r) => r.email);
  const mailsTo = (email: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));

  it('are the guardians only until the 13th birthday, then the student too', async () => {
    const twelve = await family(bornYearsAgo(13, 1), 2);
    expect(await emailsOf(twelve.student.id)).toEqual(twelve.parents.map((p) => p.email));
    const thirteen = await family(bornYearsAgo(13));
    expect(await emailsOf(thirteen.student.id)).toEqual([thirteen.student.email, thirteen.parents[0]?.email]);
  });

  it("follow the school's own-mail age: at 16, a 15-year-old's lesson changes go to the guardian only", async () => {
    const { student, parents } = await family(bornYearsAgo(15));
    const at = (ownMailAge: number) =>
      recipientsForStudent(db(), student.id, { schoolZone: zone(), ownMailAge }).then((r) =>
        r.map((p) => p.email),
      );
    expect(await at(16)).toEqual([parents[0]?.email]);
    expect(await at(15)).toEqual([student.email, parents[0]?.email]);
  });

  it('are the student alone without a guardian, and the student too when their age is not known', async () => {
    const alone = await family(bornYearsAgo(10), 0);
    expect(await emailsOf(alone.student.id)).toEqual([alone.student.email]);
    const unknown = await family(null);
    expect(await emailsOf(unknown.student.id)).toEqual([unknown.student.email, unknown.parents[0]?.email]);
  });

  it("remind a 10-year-old's guardian of the lesson on the guardian's clock, and not the child", async () => {
    const lesson = await createLesson(t, 10);
    const child = lesson.student.user;
    await db()
      .update(users)
      .set({ dateOfBirth: bornYearsAgo(10) })
      .where(eq(users.id, child.id));
    const parent = await person(t, 'guardian', 'America/New_York');
    await db().insert(guardianLinks).values({ guardianId: parent.user.id, studentId: child.id });

    await sendLessonReminders(db(), {
      school: t.config.school,
      schoolZone: zone(),
      reminderMinutes: [15],
      ownMailAge: t.config.ownMailAge,
    });
    expect(await mailsTo(child.email)).toEqual([]);
    const [mail] = await mailsTo(parent.user.email);
    expect(mail?.subject).toBe(
      `For ${child.firstName}: Lesson reminder: Piano Grade 2, ${lessonWhenLabel(lesson.startsAt, 'America/New_York', 'Asia/Kolkata')}`,
    );
    expect(mail?.body).toContain(`You get this as ${child.firstName}'s parent or guardian.`);
    expect(await mailsTo(lesson.teacher.user.email)).toHaveLength(1);
  });

  it('tell the guardians of a lesson cancelled, naming the guardian who cancelled it, and of one moved', async () => {
    // At 10:00 school time, so the move an hour on stays in the teaching hours whenever this runs.
    const lesson = await createLesson(t, 3 * DAYS, { startsAt: schoolAt(3, '10:00') });
    const child = lesson.student.user;
    await db()
      .update(users)
      .set({ dateOfBirth: bornYearsAgo(15) })
      .where(eq(users.id, child.id));
    const parent = await person(t, 'guardian');
    await db().insert(guardianLinks).values({ guardianId: parent.user.id, studentId: child.id });

    const admin = await signInAdmin(t.app, db());
    const moved = new Date(lesson.startsAt.getTime() + 60 * 60_000);
    const move = await call(t, 'POST', `${API.lessons}/${lesson.id}/move`, admin, {
      startsAt: moved.toISOString(),
    });
    expect(move.statusCode, move.body).toBe(200);
    const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);
    expect(await subjects(child.email)).toEqual([expect.stringMatching(/^Lesson moved: Piano Grade 2/)]);
    expect(await subjects(parent.user.email)).toEqual([
      expect.stringMatching(new RegExp(`^For ${child.firstName}: Lesson moved: Piano Grade 2`)),
    ]);

    const cancel = await call(t, 'POST', `${API.lessons}/${lesson.id}/cancel`, parent.cookie, { note: '' });
    expect(cancel.statusCode).toBe(200);
    const toTeacher = (await mailsTo(lesson.teacher.user.email)).at(-1);
    expect(toTeacher?.body).toContain(`was cancelled by ${parent.user.firstName} ${parent.user.lastName}.`);
    const toChild = (await mailsTo(child.email)).at(-1);
    expect(toChild?.subject).toMatch(/^Lesson cancelled/);
    const toParent = (await mailsTo(parent.user.email)).at(-1);
    expect(toParent?.subject).toMatch(/^For .*: Lesson cancelled/);
  });

  it('send an issued invoice and its receipt to the guardian, and to a student of 13 or over', async () => {
    const { student, parents } = await family(bornYearsAgo(14));
    const parent = parents[0];
    const admin = await signInAdmin(t.app, db());
    const headers = { cookie: admin };
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api${API.adminInvoices}`,
      headers,
      payload: {
        studentId: student.id,
        lines: [{ description: 'Piano/Keyboard - Quarter Course', quantity: 1, unitAmount: '15,000' }],
        issue: true,
      },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const invoice = issued.json().Invoice;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api${API.adminInvoices}/${invoice.id}/payments`,
      headers,
      payload: { amount: '1000', method: 'cash', reference: '', paidOn: schoolDate(zone()) },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const email of [student.email, parent?.email ?? '']) {
      const mails = await mailsTo(email);
      expect(mails, email).toHaveLength(2);
      expect(mails.every((m) => m.attachments?.[0]?.contentType === 'application/pdf')).toBe(true);
    }
    const [invoiceMail] = await mailsTo(parent?.email ?? '');
    expect(invoiceMail?.subject).toMatch(new RegExp(`^For Ravi: .*${invoice.number}`));
    expect(invoiceMail?.body).toContain(`Hello ${parent?.firstName},`);
  });
});

describe('recipients at a school that sets OWN_MAIL_AGE=16', () => {
  const t = useLessonsApp({ OWN_MAIL_AGE: '16' });

  it('mail a moved lesson of a 14-year-old to the guardian and not the student', async () => {
    // At 10:00 school time, so the move an hour on stays in the teaching hours whenever this runs.
    const lesson = await createLesson(t, 3 * DAYS, { startsAt: schoolAt(3, '10:00') });
    const child = lesson.student.user;
    const dob = DateTime.fromISO(schoolDate(t.config.timeZone)).minus({ years: 14 }).toISODate() ?? '';
    await t.database.db.update(users).set({ dateOfBirth: dob }).where(eq(users.id, child.id));
    const parent = await person(t, 'guardian');
    await t.database.db.insert(guardianLinks).values({ guardianId: parent.user.id, studentId: child.id });
    const admin = await signInAdmin(t.app, t.database.db);
    const moved = new Date(lesson.startsAt.getTime() + 60 * 60_000);
    const move = await call(t, 'POST', `${API.lessons}/${lesson.id}/move`, admin, {
      startsAt: moved.toISOString(),
    });
    expect(move.statusCode, move.body).toBe(200);
    const to = async (email: string) =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
        (m) => m.subject,
      );
    expect(await to(child.email)).toEqual([]);
    expect(await to(parent.user.email)).toEqual([
      expect.stringMatching(/^For .*: Lesson moved: Piano Grade 2/),
    ]);
  });
});
