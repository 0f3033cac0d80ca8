import { expect, test } from '@playwright/test';
import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clockTime, lessonDate } from '../common/lesson-time.ts';
import { sendLessonReminders } from '../server/calendar/reminders.ts';
import { loadConfig } from '../server/config.ts';
import { classes, rescheduleRequests } from '../server/db/schema.ts';
import { createUser } from '../server/routes/auth/auth.service.ts';
import { mailsTo } from '../server/routes/auth/auth-fixtures.ts';
import { readCalendar } from '../server/test/ical-reader.ts';
import { ADMIN, newPage, ownServer, signIn, TEACHER } from './own-server.ts';
import { ANY_WIDTH } from './support.ts';

// Issue 28's journey across two clocks: the admin (in India, the school's zone) makes a weekly
// series, the student in London and the teacher in India each see its lessons on their own
// clock with the other's beside it, the student asks to move one, the teacher accepts, and the
// reminder mailed before the new time names both clocks. The server runs in this process on an
// in-memory database with its timed jobs off (the reminders are sent here, at a chosen moment)
// and no mail transport, so every mail waits in the outbox to be read.
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const INDIA = 'Asia/Kolkata';
const LONDON = 'Europe/London';

const STUDENT = {
  email: 'nora@school.example',
  password: 'student-password-1',
  firstName: 'Nora',
  lastName: 'Newman',
};
const BATCH = 'Sitar with Nora';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const own = ownServer(config, { lessonReminderMs: 0, noShowMs: 0 });
test.beforeAll(async () => {
  await createUser(own.database.db, { ...STUDENT, role: 'student' });
});

/** The series' lessons as stored, earliest first. */
const lessons = () =>
  own.database.db.select().from(classes).where(eq(classes.batchName, BATCH)).orderBy(asc(classes.startsAt));

// The labels each dashboard should show, spelt out here from each clock's time (Luxon's zone
// rules, never a fixed offset): the viewer's clock named, the other's in brackets. Teaching
// hours (09:00-21:00 India) fall on the same day in London, so no other day is named.
const studentLabel = (at: Date) =>
  `${lessonDate(at, LONDON)}, ${clockTime(at, LONDON)} London time (${clockTime(at, INDIA)} in India)`;
const teacherLabel = (at: Date) =>
  `${lessonDate(at, INDIA)}, ${clockTime(at, INDIA)} India time (${clockTime(at, LONDON)} in London)`;

test(
  'a weekly series seen on two clocks: the student in London asks to move a lesson, the teacher in India accepts, the reminder names both times',
  ANY_WIDTH,
  async ({ browser }) => {
    test.setTimeout(300_000);
    const admin = await newPage(own, browser, { timezoneId: INDIA, strict: true });
    const teacher = await newPage(own, browser, { timezoneId: INDIA, strict: true });
    const student = await newPage(own, browser, { timezoneId: LONDON, strict: true });
    // The school's date three days from today: the reschedule notice (24 hours) is met.
    const firstDate = DateTime.now().setZone(INDIA).plus({ days: 3 });

    await test.step('the admin makes a weekly series of two lessons at 18:00 school time', async () => {
      const { page } = admin;
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.getByRole('tab', { name: 'Classes' }).click();
      await page.getByRole('button', { name: 'New weekly series' }).click();
      const form = page.getByRole('dialog', { name: 'New weekly series' });
      await form.getByLabel('Batch name').fill(BATCH);
      await form
        .getByLabel('Teacher', { exact: true })
        .selectOption({ label: `${TEACHER.firstName} ${TEACHER.lastName} (${TEACHER.email})` });
      await form
        .getByLabel('Student', { exact: true })
        .selectOption({ label: `${STUDENT.firstName} ${STUDENT.lastName} (${STUDENT.email})` });
      await form.getByRole('checkbox', { name: WEEKDAYS[firstDate.weekday - 1] }).check();
      await form.getByLabel('Start time (school time)').fill('18:00');
      await form.getByLabel('Duration (minutes)').fill('60');
      await form.getByLabel('First lesson').fill(firstDate.toFormat('yyyy-MM-dd'));
      await form.getByRole('radio', { name: 'After a number of lessons' }).check();
      await form.getByRole('spinbutton', { name: 'Number of lessons' }).fill('2');
      await form.getByRole('button', { name: 'Check' }).click();
      await expect(form.getByText('No clashes.')).toBeVisible();
      await expect(form.getByText('This series makes 2 lessons:')).toBeVisible();
      await form.getByRole('button', { name: 'Create series' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText('Series created with 2 lessons')).toBeVisible();
      const stored = await lessons();
      expect(stored.map((l) => DateTime.fromJSDate(l.startsAt).setZone(INDIA).toISO())).toEqual([
        firstDate.set({ hour: 18, minute: 0, second: 0, millisecond: 0 }).toISO(),
        firstDate.plus({ weeks: 1 }).set({ hour: 18, minute: 0, second: 0, millisecond: 0 }).toISO(),
      ]);
    });

    const [first] = await lessons();
    if (!first) throw new Error('no first lesson');

    await test.step('each dashboard shows the first lesson on its own clock with the other beside it', async () => {
      // The student first: the teacher's label needs the student's clock, which signing in sets.
      await signIn(student.page, STUDENT.email, STUDENT.password);
      await signIn(teacher.page, TEACHER.email, TEACHER.password);
      const london = clockTime(first.startsAt, LONDON);
      // In the lesson's row (the teacher's practice form names lessons too, as due lessons).
      await expect(
        teacher.page
          .getByRole('listitem')
          .getByText(`${lessonDate(first.startsAt, INDIA)}, 18:00 India time (${london} in London)`),
      ).toBeVisible();
      await expect(
        student.page.getByText(
          `${lessonDate(first.startsAt, LONDON)}, ${london} London time (18:00 in India)`,
        ),
      ).toBeVisible();
    });

    let proposedLabel = '';
    await test.step('the student asks to move the first lesson to a free time', async () => {
      const { page } = student;
      const row = page.getByRole('listitem').filter({ hasText: studentLabel(first.startsAt) });
      await row.getByRole('button', { name: 'Reschedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reschedule lesson' });
      await expect(dialog.getByText("Reschedule requests need 24 hours' notice")).toBeVisible();
      const choices = dialog.getByRole('group', { name: 'Choose up to 5 new times that suit you' });
      // The first time of the second day offered: one on the first day may come within minutes,
      // and pass before the teacher answers.
      const time = choices.locator('fieldset').nth(1).getByRole('checkbox').first();
      proposedLabel = (await time.getAttribute('aria-label')) ?? '';
      await time.check();
      await expect(dialog.getByText('1 of at most 5 chosen')).toBeVisible();
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText('Reschedule request sent. Your teacher will accept one of your times or decline.'),
      ).toBeVisible();
      await expect(row.getByText(`Reschedule requested: ${proposedLabel}`)).toBeVisible();
    });

    const [request] = await own.database.db
      .select()
      .from(rescheduleRequests)
      .where(eq(rescheduleRequests.classId, first.id));
    const proposed = new Date(request?.proposedTimes[0] ?? '');
    expect(proposedLabel).toBe(studentLabel(proposed));

    await test.step('the teacher accepts that time; both dashboards show the new time on their clocks', async () => {
      const { page } = teacher;
      await page.reload();
      await page.getByRole('button', { name: `Accept ${teacherLabel(proposed)}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Accept new time' });
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Lesson moved to ${teacherLabel(proposed)}.`)).toBeVisible();

      const moved = (await lessons()).find((l) => l.id === first.id);
      expect(moved?.startsAt).toEqual(proposed);
      await page.reload();
      const rows = page.getByRole('listitem');
      await expect(rows.getByText(teacherLabel(proposed))).toBeVisible();
      await expect(rows.getByText(teacherLabel(first.startsAt))).toHaveCount(0);
      await student.page.reload();
      await expect(student.page.getByText(studentLabel(proposed))).toBeVisible();
      await expect(student.page.getByText(studentLabel(first.startsAt))).toHaveCount(0);
      await expect(student.page.getByText(/Reschedule requested/)).toHaveCount(0);
    });

    await test.step('the moved lesson is mailed to both, and reminded 23 h 50 min before on each clock', async () => {
      const movedMails = async (email: string) =>
        (await mailsTo(own.database.db, email)).filter((m) => m.subject.startsWith(`Lesson moved: ${BATCH}`));
      expect((await movedMails(STUDENT.email)).map((m) => m.subject)).toEqual([
        `Lesson moved: ${BATCH}, now ${studentLabel(proposed)}`,
      ]);
      expect((await movedMails(TEACHER.email)).map((m) => m.subject)).toEqual([
        `Lesson moved: ${BATCH}, now ${teacherLabel(proposed)}`,
      ]);

      const now = new Date(proposed.getTime() - (23 * 60 + 50) * 60_000);
      const settings = {
        school: config.school,
        schoolZone: config.timeZone,
        reminderMinutes: config.lessonPolicy.reminderMinutes,
        ownMailAge: config.ownMailAge,
      };
      expect(await sendLessonReminders(own.database.db, settings, now)).toBe(2);
      for (const [email, label, clocks] of [
        [
          STUDENT.email,
          studentLabel(proposed),
          `${clockTime(proposed, LONDON)} London time (${clockTime(proposed, INDIA)} in India)`,
        ],
        [
          TEACHER.email,
          teacherLabel(proposed),
          `${clockTime(proposed, INDIA)} India time (${clockTime(proposed, LONDON)} in London)`,
        ],
      ] as const) {
        const reminders = (await mailsTo(own.database.db, email)).filter((m) =>
          m.subject.startsWith('Lesson reminder:'),
        );
        expect(reminders).toHaveLength(1);
        const [mail] = reminders;
        expect(mail?.subject).toBe(`Lesson reminder: ${BATCH}, ${label}`);
        expect(mail?.body).toContain(clocks);
        const invitation = readCalendar(mail?.attachments?.[0]?.content ?? '');
        expect(invitation.method).toBe('REQUEST');
        expect(invitation.events).toHaveLength(1);
        expect(invitation.events[0]?.start).toEqual(proposed);
        expect(invitation.events[0]?.sequence).toBeGreaterThanOrEqual(1);
      }
    });

    expect(admin.problems).toEqual([]);
    expect(teacher.problems).toEqual([]);
    expect(student.problems).toEqual([]);
    for (const p of [admin, teacher, student]) await p.page.context().close();
  },
);
