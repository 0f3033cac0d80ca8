import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../common/api.ts';
import { schoolDate } from '../../common/school-time.ts';
import { type SmtpSink, startSmtpSink } from '../../e2e/smtp-sink.ts';
import { classes, coursePrices } from '../db/schema.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { linkToken, login, setPasswordWith } from '../routes/auth/auth-fixtures.ts';
import { insertApplication, signInAdmin } from '../test/admin-fixtures.ts';
import { createTestUser, signIn } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';

// The family's journey through the calls, its mails over real SMTP (issue 45): a 10-year-old
// applies with a parent's e-mail, the admin accepts, the parent's invitation arrives, the parent
// chooses a password and sees the child, and the teacher's note reaches the parent without its
// private remark. The browser adds nothing the dashboards' own tests do not cover.

const PARENT = 'meera.rao@example.com';
const PASSWORD = 'tabla-and-tanpura-7';

describe("a child's family, from the application to the teacher's note", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());
  // The outbox sends through nodemailer to the sink, as a school's server sends through its SMTP.
  const t = useTestApp(
    { LOGIN_RATE_LIMIT: '1000' },
    { mailTransport: { sendMail: (mail) => smtpTransport(sink.url)?.sendMail(mail) ?? Promise.resolve() } },
  );
  const db = () => t.database.db;

  it("invites the parent by mail, shows them the child, and mails them the note's shared part only", async () => {
    await db()
      .insert(coursePrices)
      .values({ course: 'piano', planType: 'quarter', amountMinor: 2_400_000 })
      .onConflictDoNothing();
    const teacher = await createTestUser(db(), 'teacher', { firstName: 'Asha' });
    const dob = `${Number(schoolDate(t.config.timeZone).slice(0, 4)) - 10}-01-10`;
    const { application } = await insertApplication(db(), {
      fullName: 'Ravi Rao',
      email: 'ravi.rao@example.com',
      dob,
      age: 10,
      guardianName: 'Meera Rao',
      guardianEmail: PARENT,
      guardianPhone: '+1 555 0100 124',
    });
    const admin = await signInAdmin(t.app, db());
    const start = new Date(Date.now() + 8 * 24 * 3600_000);
    const startDate = schoolDate(t.config.timeZone, start);
    // The start date's ISO weekday (1 = Monday ... 7 = Sunday).
    const weekday = ((new Date(`${startDate}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api${API.adminApplications}/${application.id}/accept`,
      headers: { cookie: admin },
      payload: {
        choices: [
          {
            course: 'piano',
            planType: 'quarter',
            teacherId: teacher.id,
            startDate,
            series: { weekdays: [weekday], startTime: '18:00', durationMinutes: 60 },
          },
        ],
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const studentId: number = accepted.json().student_id;

    const invitation = await sink.waitFor(PARENT, `Your ${t.config.school.name} account`);
    expect(invitation.text).toContain("to follow Ravi's lessons");
    const token = linkToken(invitation.text ?? '', '/accept-invitation');
    expect((await setPasswordWith(t.app, API.acceptInvitation, token, PASSWORD)).statusCode).toBe(200);
    const signedIn = await login(t.app, PARENT, PASSWORD);
    expect(signedIn.json().user).toMatchObject({ role: 'guardian', email: PARENT });
    const parent = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const children = await t.app.inject({
      method: 'GET',
      url: `/api${API.myChildren}`,
      headers: { cookie: parent },
    });
    expect(children.json().Children).toEqual([expect.objectContaining({ id: studentId, firstName: 'Ravi' })]);

    // The first lesson has happened: the teacher writes its note.
    const [lesson] = await db()
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.studentId, studentId))
      .orderBy(asc(classes.startsAt))
      .limit(1);
    if (!lesson) throw new Error('no lesson booked');
    await db()
      .update(classes)
      .set({ startsAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(classes.id, lesson.id));
    const note = await t.app.inject({
      method: 'PUT',
      url: `/api${API.lessons}/${lesson.id}/note`,
      headers: { cookie: await signIn(t.app, teacher) },
      payload: {
        covered: 'C major scale, hands together',
        to_practise: 'The scale slowly, 10 minutes a day',
        private_remark: 'Ask the office about the exam fee',
      },
    });
    expect(note.statusCode, note.body).toBe(200);
    const mailed = await sink.waitFor(PARENT, 'Lesson note: ');
    expect(mailed.text).toContain('C major scale, hands together');
    expect(mailed.text).toContain('The scale slowly, 10 minutes a day');
    expect(mailed.text).not.toContain('exam fee');
    // The 10-year-old's own address got neither the note nor the welcome.
    const toChild = sink.messages.filter((m) =>
      [m.to ?? []].flat().some((a) => a.text.includes('ravi.rao@example.com')),
    );
    expect(toChild.map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/Lesson note|Welcome/));
  });
});
