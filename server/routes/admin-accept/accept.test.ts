import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { instantOf, lessonWhenLabel } from '../../../common/lesson-time.ts';
import { ACCEPT_TEXT } from '../../../common/schemas/accept-application.ts';
import { FAMILY_TEXT } from '../../../common/schemas/families.ts';
import {
  admissionApplications,
  applicationEvents,
  classes,
  coursePrices,
  enrolments,
  guardianLinks,
  invoices,
  mailOutbox,
  users,
} from '../../db/schema.ts';
import { expectAdminOnly, insertApplication, schoolDays, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const KOLKATA = 'Asia/Kolkata';

describe('accepting an application', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: KOLKATA });
  const db = () => t.database.db;
  const url = (id: number) => `/api${API.adminApplications}/${id}/accept`;
  const { day } = schoolDays(KOLKATA);
  // A Monday a week or more ahead: the series' first lesson is on that Monday.
  const monday = () => {
    for (let n = 7; ; n++) if (new Date(`${day(n)}T00:00:00Z`).getUTCDay() === 1) return day(n);
  };
  const setPrice = () =>
    db()
      .insert(coursePrices)
      .values({ course: 'piano', planType: 'quarter', amountMinor: 2_400_000 })
      .onConflictDoNothing();
  const choice = (teacherId: number, over: object = {}) => ({
    course: 'piano',
    planType: 'quarter',
    teacherId,
    startDate: monday(),
    series: { weekdays: [1], startTime: '18:00', durationMinutes: 60 },
    ...over,
  });
  const accept = async (id: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: url(id),
      headers: { cookie: await signInAdmin(t.app, db(), KOLKATA) },
      payload: body,
    });
  const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const count = async (table: typeof users | typeof enrolments | typeof invoices) =>
    Number((await db().select({ n: sql<string>`count(*)` }).from(table))[0]?.n);

  it('is for admins only', async () => {
    const { application } = await insertApplication(db());
    await expectAdminOnly(t.app, db(), [
      { method: 'POST', url: url(application.id), payload: { choices: [] } },
    ]);
  });

  it('makes the account, the enrolment and its weekly lessons, the invoice and the welcome, and marks the application accepted', async () => {
    await setPrice();
    const teacher = await createTestUser(db(), 'teacher', { firstName: 'Tara' });
    const { application } = await insertApplication(db(), {
      fullName: 'Asha Devi Rao',
      email: 'Asha.Rao@example.com',
    });
    const res = await accept(application.id, { choices: [choice(teacher.id)] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ACCEPT_TEXT.accepted('Asha Devi Rao', null));
    expect(body.guardian_id).toBeNull();
    expect(body.linked).toBe(false);
    const [student] = await db().select().from(users).where(eq(users.id, body.student_id));
    expect(student).toMatchObject({
      role: 'student',
      firstName: 'Asha',
      lastName: 'Devi Rao',
      passwordHash: null,
      dateOfBirth: '2000-01-31',
    });
    const [enrolment] = await db().select().from(enrolments).where(eq(enrolments.studentId, body.student_id));
    expect(enrolment).toMatchObject({
      sessions: 24,
      priceMinor: 2_400_000,
      teacherId: teacher.id,
      validFrom: monday(),
    });
    const lessons = await db()
      .select()
      .from(classes)
      .where(eq(classes.enrolmentId, enrolment?.id ?? 0));
    expect(lessons).toHaveLength(24);
    const first = instantOf(monday(), '18:00', KOLKATA);
    expect(Math.min(...lessons.map((l) => l.startsAt.getTime()))).toBe(first.getTime());
    const [invoice] = await db().select().from(invoices).where(eq(invoices.studentId, body.student_id));
    expect(invoice).toMatchObject({ status: 'issued', number: body.invoice_number, totalMinor: 2_400_000 });
    const mails = await mailsTo('asha.rao@example.com');
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your Harmony School of Music account', 'Welcome to Harmony School of Music']),
    );
    const welcome = mails.find((m) => m.subject.startsWith('Welcome'))?.body ?? '';
    expect(welcome).toContain(`Your first lesson: ${lessonWhenLabel(first, KOLKATA)}.`);
    expect(welcome).toContain('Piano/Keyboard - Quarter Course, with Tara');
    const invoiceMail = mails.find((m) => m.subject.includes(body.invoice_number));
    expect(invoiceMail?.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    const [after] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, application.id));
    expect(after).toMatchObject({ state: 'accepted', studentId: body.student_id });
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    expect(events.at(-1)).toMatchObject({ fromState: 'new', toState: 'accepted' });
    expect((await accept(application.id, { choices: [choice(teacher.id)] })).json().message).toBe(
      ACCEPT_TEXT.alreadyAccepted,
    );
  });

  it("links an existing student's account with the e-mail, never a second one, and mails no invitation", async () => {
    await setPrice();
    const teacher = await createTestUser(db(), 'teacher');
    const existing = await createTestUser(db(), 'student', { email: 'ravi.k@example.com' });
    const { application } = await insertApplication(db(), { email: 'RAVI.K@example.com' });
    const res = await accept(application.id, { choices: [choice(teacher.id, { series: null })] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ student_id: existing.id, linked: true });
    const subjects = (await mailsTo('ravi.k@example.com')).map((m) => m.subject);
    expect(subjects).not.toContain('Your Harmony School of Music account');
    expect(
      (await mailsTo('ravi.k@example.com')).find((m) => m.subject.startsWith('Welcome'))?.body,
    ).toContain('The school will write to you with your lesson times.');
  });

  it('keeps nothing when a part is refused: no price, a clash, a teacher’s e-mail', async () => {
    const teacher = await createTestUser(db(), 'teacher');
    const { application } = await insertApplication(db(), { email: 'nobody.yet@example.com' });
    const before = {
      users: await count(users),
      enrolments: await count(enrolments),
      invoices: await count(invoices),
    };
    const noPrice = await accept(application.id, {
      choices: [choice(teacher.id, { planType: 'certification' })],
    });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toBe(FEE_TEXT.noPrice('Piano/Keyboard - Certification Course'));
    await setPrice();
    await db()
      .insert(classes)
      .values({
        batchName: 'Taken',
        teacherId: teacher.id,
        studentId: teacher.id,
        startsAt: instantOf(monday(), '18:00', KOLKATA),
      });
    const clash = await accept(application.id, { choices: [choice(teacher.id)] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^Nothing was stored. These lessons clash:/);
    const { application: other } = await insertApplication(db(), { email: teacher.email });
    const teachersEmail = await accept(other.id, { choices: [choice(teacher.id, { series: null })] });
    expect(teachersEmail.statusCode).toBe(409);
    expect(teachersEmail.json().message).toBe(ACCEPT_TEXT.notStudentEmail);
    // Sign-ins made admins; nothing else was added.
    expect(await count(enrolments)).toBe(before.enrolments);
    expect(await count(invoices)).toBe(before.invoices);
    expect(await db().select().from(users).where(eq(users.email, 'nobody.yet@example.com'))).toEqual([]);
    const [still] = await db()
      .select({ state: admissionApplications.state })
      .from(admissionApplications)
      .where(and(eq(admissionApplications.id, application.id)));
    expect(still?.state).toBe('new');
  });

  const minor = {
    fullName: 'Ravi Rao',
    dob: '2016-01-10',
    age: 10,
    guardianName: 'Meera Devi Rao',
    guardianPhone: '+1 555 0100 124',
  };

  it("invites a minor's parent or guardian with their own account and links them to the child", async () => {
    await setPrice();
    const teacher = await createTestUser(db(), 'teacher');
    const { application } = await insertApplication(db(), {
      ...minor,
      email: 'ravi.rao@example.com',
      guardianEmail: 'Meera.Rao@example.com',
    });
    const res = await accept(application.id, { choices: [choice(teacher.id, { series: null })] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ACCEPT_TEXT.accepted('Ravi Rao', 'Meera Devi Rao'));
    const [guardian] = await db().select().from(users).where(eq(users.id, body.guardian_id));
    expect(guardian).toMatchObject({
      role: 'guardian',
      email: 'meera.rao@example.com',
      firstName: 'Meera',
      lastName: 'Devi Rao',
      passwordHash: null,
    });
    expect(
      await db()
        .select()
        .from(guardianLinks)
        .where(eq(guardianLinks.guardianId, guardian?.id ?? 0)),
    ).toMatchObject([{ studentId: body.student_id, createdBy: expect.any(Number) }]);
    const [invitation] = await mailsTo('meera.rao@example.com');
    expect(invitation?.subject).toBe('Your Harmony School of Music account');
    expect(invitation?.body).toContain("a parent's or guardian's account, to follow Ravi's lessons");
    expect(invitation?.body).toContain('/accept-invitation?token=');
    // The 10-year-old's welcome, with the courses, comes to the guardian, and not to the child.
    const welcome = (await mailsTo('meera.rao@example.com')).find((m) => m.subject.includes('Welcome'));
    expect(welcome?.subject).toBe('For Ravi: Welcome to Harmony School of Music');
    expect(welcome?.body).toContain('Hello Meera,');
    expect(welcome?.body).toContain('A separate e-mail brings the link to choose your password');
    expect(welcome?.body).toContain("You get this as Ravi's parent or guardian.");
    expect((await mailsTo('ravi.rao@example.com')).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('Welcome'),
    );
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    expect(events.at(-1)?.note).toContain('Parent or guardian: Meera Devi Rao.');
  });

  it('links an existing guardian to a second child without a second account or invitation, and tells them', async () => {
    await setPrice();
    const teacher = await createTestUser(db(), 'teacher');
    const parent = await createTestUser(db(), 'guardian', { email: 'parent.of.two@example.com' });
    const { application } = await insertApplication(db(), {
      ...minor,
      email: 'second.child@example.com',
      guardianEmail: 'parent.of.two@example.com',
    });
    const res = await accept(application.id, { choices: [choice(teacher.id, { series: null })] });
    expect(res.json()).toMatchObject({ guardian_id: parent.id });
    // Told of the link; the 10-year-old's invoice comes to the guardian, not to the child.
    expect((await mailsTo('parent.of.two@example.com')).map((m) => m.subject)).toEqual([
      "You can now follow Ravi's lessons at Harmony School of Music",
      'For Ravi: Welcome to Harmony School of Music',
      expect.stringMatching(/^For Ravi: .*Invoice/i),
    ]);
    expect(
      (await mailsTo('second.child@example.com')).map((m) => m.subject).filter((s) => /invoice/i.test(s)),
    ).toEqual([]);
  });

  it("refuses a parent's e-mail that is another role's account, and keeps nothing", async () => {
    await setPrice();
    const teacher = await createTestUser(db(), 'teacher');
    const { application } = await insertApplication(db(), {
      ...minor,
      email: 'third.child@example.com',
      guardianEmail: teacher.email,
    });
    const res = await accept(application.id, { choices: [choice(teacher.id, { series: null })] });
    expect([res.statusCode, res.json().message]).toEqual([409, FAMILY_TEXT.notGuardianEmail]);
    expect(await db().select().from(users).where(eq(users.email, 'third.child@example.com'))).toEqual([]);
  });
});
