import { type Browser, expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { API } from '../common/api.ts';
import { CONSENT_TEXT } from '../common/schemas/consents.ts';
import { loadConfig } from '../server/config.ts';
import { classes, guardianLinks, users } from '../server/db/schema.ts';
import { createUser } from '../server/routes/auth/auth.service.ts';
import { mailsTo } from '../server/routes/auth/auth-fixtures.ts';
import { ownServer, TEACHER } from './own-server.ts';
import { ANY_WIDTH, watchConsole } from './support.ts';

// Issue 45 in the browser: a 10-year-old's parent withholds recording consent; the teacher's
// dashboard says Record is unavailable and why; the teacher writes the note of a lesson owed
// one; the child reads its shared part on their dashboard, and neither the child's page nor the
// mail home holds the private remark. The server runs in this process on a database of its own.
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const ZONE = config.timeZone;

const CHILD = {
  email: 'mira@school.example',
  password: 'child-password-1',
  firstName: 'Mira',
  lastName: 'Shah',
};
const PARENT = {
  email: 'anil@school.example',
  password: 'parent-password-1',
  firstName: 'Anil',
  lastName: 'Shah',
};
const NOTE = {
  covered: 'Sa Re Ga in Yaman, and the first alaap phrase',
  toPractise: 'Sing Sa Re Ga with the drone, ten minutes a day',
  private: 'Shy today; she may need more time before the recital',
};

const own = ownServer(config, { lessonReminderMs: 0, noShowMs: 0 });
test.beforeAll(async () => {
  const db = own.database.db;
  const child = await createUser(db, { ...CHILD, role: 'student' });
  const today = DateTime.now().setZone(ZONE);
  await db
    .update(users)
    .set({ dateOfBirth: today.minus({ years: 10 }).toISODate() })
    .where(eq(users.id, child.id));
  const parent = await createUser(db, { ...PARENT, role: 'guardian' });
  await db.insert(guardianLinks).values({ guardianId: parent.id, studentId: child.id });
  const lesson = { teacherId: own.teacherId, studentId: child.id, durationMinutes: 45 };
  await db.insert(classes).values([
    // Held two days ago, without a note: owed.
    {
      ...lesson,
      batchName: 'Vocal with Mira',
      startsAt: today.minus({ days: 2 }).set({ hour: 17, minute: 0 }).toJSDate(),
      isStarted: true,
      isCompleted: true,
    },
    {
      ...lesson,
      batchName: 'Next vocal lesson',
      startsAt: today.plus({ days: 2 }).set({ hour: 17, minute: 0 }).toJSDate(),
    },
  ]);
});

/** A browser of its own for `who`, signed in through the API, on the school's clock. */
async function pageOf(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: own.base,
    timezoneId: ZONE,
    viewport: { width: 1440, height: 900 },
  });
  const res = await context.request.post(`/api${API.login}`, { data: who });
  expect(res.ok(), `sign in ${who.email}`).toBe(true);
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page, { strict: true }) };
}

test(
  'a parent withholds recording consent, the teacher sees why Record is unavailable, and writes the note home whose private part the child never sees',
  ANY_WIDTH,
  async ({ browser }) => {
    const parent = await pageOf(browser, PARENT);
    await parent.page.goto('/account');
    const mira = parent.page.getByRole('region', { name: 'Consents for Mira Shah' });
    const recording = mira.getByRole('group', { name: 'Recording lessons' });
    await expect(recording).toContainText('Not given yet');
    await recording.getByRole('radio', { name: 'Do not allow' }).check();
    await expect(recording).toContainText('Not allowed by Anil Shah');
    await parent.context.close();

    const teacher = await pageOf(browser, TEACHER);
    await teacher.page.goto('/dashboard');
    const next = teacher.page.getByRole('listitem').filter({ hasText: 'Next vocal lesson' });
    await expect(next.getByTestId('record-unavailable')).toHaveText(
      `Record unavailable. ${CONSENT_TEXT.recordingUnavailable.guardian}`,
    );
    const owed = teacher.page.getByRole('region', { name: 'Notes owed' });
    await owed.getByRole('button', { name: 'Write note for Vocal with Mira' }).click();
    const form = owed.getByRole('form', { name: 'Lesson note for Vocal with Mira' });
    await form.getByLabel('What was covered').fill(NOTE.covered);
    await form.getByLabel('What to practise', { exact: true }).fill(NOTE.toPractise);
    await form.getByLabel('Private remark for the school').fill(NOTE.private);
    await form.getByRole('button', { name: 'Save note' }).click();
    // No longer owed; the lesson's row shows the note as sent home.
    await expect(owed).toHaveCount(0);
    const held = teacher.page.getByRole('region', { name: 'Lesson note on Vocal with Mira' });
    await expect(held).toContainText(NOTE.private);
    await expect(held).toContainText('Sent home');
    expect(teacher.problems).toEqual([]);
    await teacher.context.close();

    const child = await pageOf(browser, CHILD);
    await child.page.goto('/dashboard');
    const note = child.page.getByRole('region', { name: 'Teacher’s note on Vocal with Mira' });
    await expect(note).toContainText(NOTE.covered);
    await expect(note).toContainText(NOTE.toPractise);
    await expect(child.page.getByText(NOTE.private)).toHaveCount(0);
    expect(child.problems).toEqual([]);
    await child.context.close();

    // The mail home goes to the parent (a child under 13 with a guardian gets no copy of their
    // own): the shared part, never the private one.
    const [mail] = await mailsTo(own.database.db, PARENT.email);
    expect(mail?.body).toContain(NOTE.toPractise);
    expect(mail?.body).not.toContain(NOTE.private);
    expect(await mailsTo(own.database.db, CHILD.email)).toEqual([]);
  },
);
