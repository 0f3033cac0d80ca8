import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { API } from '../common/api.ts';
import { FORGOT_PASSWORD_SENT, INVITATION_SENT, PASSWORD_SET } from '../common/schemas/account.ts';
import { PASSWORD_RULE, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../common/schemas/password-rules.ts';
import { loadConfig } from '../server/config.ts';
import { linkToken, mailsTo } from '../server/routes/auth/auth-fixtures.ts';
import { ADMIN, ownServer, TEACHER } from './own-server.ts';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

// Issue 29's journey through mailed links: the mails are read from the outbox of a server that
// runs in this process, on an in-memory database of its own, with no mail transport (they wait).
// The links name the school's public address; the journey opens them on this server instead.
const SITE_URL = 'https://school.example';
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCHOOL_SITE_URL: SITE_URL });

const STUDENT = { email: 'nora@school.example', firstName: 'Nora', lastName: 'Newman' };
const STUDENT_NAME = `${STUDENT.firstName} ${STUDENT.lastName}`;
const FIRST_PASSWORD = 'violin-lessons-7';
const NEW_PASSWORD = 'cello-evenings-42';

const own = ownServer(config);

/** The page of the latest mail to the student with this subject, on the server under test. */
async function mailedLink(subject: string, page: '/accept-invitation' | '/reset-password') {
  const mail = (await mailsTo(own.database.db, STUDENT.email)).findLast((m) => m.subject === subject);
  expect(mail, `a mail '${subject}'`).toBeDefined();
  const body = mail?.body ?? '';
  expect(body).toContain(`${SITE_URL}${page}?token=`);
  return `${own.base}${page}?token=${linkToken(body, page)}`;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: own.base, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  return { page, problems: watchConsole(page, { strict: true }) };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new password typed twice on a mailed link's page, sent with the keyboard. */
async function typeNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByLabel('Confirm new password').press('Enter');
}

/** A photo that has loaded: an img (not the initials' SVG) with real pixels. */
async function expectPhotoLoaded(photo: Locator) {
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(photo).toHaveAttribute('src', new RegExp(`^/api${API.avatars}/\\d+\\?v=`));
}

test(
  'a student invited by the admin sets a password, resets a forgotten one (signed out elsewhere) and shows a photo to the teacher',
  ANY_WIDTH,
  async ({ browser }) => {
    test.setTimeout(300_000);
    const admin = await newPage(browser);
    const firstDevice = await newPage(browser);
    const elsewhere = await newPage(browser);
    const forgot = await newPage(browser);
    const teacher = await newPage(browser);

    await test.step('the admin invites the student; the list shows Invited; the mail is in the outbox', async () => {
      const { page } = admin;
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(`${own.base}/dashboard`);
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('button', { name: 'Add user' }).click();
      const form = page.getByRole('dialog', { name: 'Add user' });
      await form.getByLabel('First name').fill(STUDENT.firstName);
      await form.getByLabel('Last name').fill(STUDENT.lastName);
      await form.getByLabel('Email').fill(STUDENT.email);
      await expect(form.getByRole('radio', { name: 'Send an invitation' })).toBeChecked();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText(`User created. ${INVITATION_SENT}`)).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: STUDENT.email });
      await expect(row.getByText('Invited', { exact: true })).toBeVisible();
      await mailedLink(`Your ${config.school.name} account`, '/accept-invitation');
    });

    await test.step('the student chooses a password from the invitation and signs in', async () => {
      const { page } = firstDevice;
      await page.goto(await mailedLink(`Your ${config.school.name} account`, '/accept-invitation'));
      await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
      await expect(page.getByText(`Welcome, ${STUDENT.firstName}!`)).toBeVisible();
      const password = page.getByLabel('New password', { exact: true });
      // The rule is there before anything is typed, and read out with the field.
      await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
      await expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
      await typeNewPassword(page, 'short-pw');
      await expect(page.getByText(PASSWORD_TOO_SHORT)).toBeVisible();
      // The browser cannot tell a common password: the server's answer names that rule.
      await typeNewPassword(page, 'password123');
      await expect(page.getByRole('alert')).toHaveText(PASSWORD_TOO_COMMON);
      await typeNewPassword(page, FIRST_PASSWORD);
      await expect(page.getByText(PASSWORD_SET)).toBeVisible();
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${own.base}/login`);
      await page.getByLabel('Email').fill(STUDENT.email);
      await page.getByLabel('Password').fill(FIRST_PASSWORD);
      await page.getByLabel('Password').press('Enter');
      await expect(page).toHaveURL(`${own.base}/dashboard`);
      await expect(page.getByText(`Welcome, ${STUDENT_NAME}`)).toBeVisible();

      await admin.page.reload();
      await expect(
        admin.page
          .getByRole('listitem')
          .filter({ hasText: STUDENT.email })
          .getByText('Invited', { exact: true }),
      ).toHaveCount(0);
    });

    await test.step('signed in on a second device too', async () => {
      await signIn(elsewhere.page, STUDENT.email, FIRST_PASSWORD);
      await expect(elsewhere.page).toHaveURL(`${own.base}/dashboard`);
      await expect(elsewhere.page.getByText(`Welcome, ${STUDENT_NAME}`)).toBeVisible();
    });

    await test.step('on a third, the student forgets the password and sets a new one from the mail', async () => {
      const { page } = forgot;
      await page.goto('/login');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(`${own.base}/forgot-password`);
      // The sign-in state settled first: on a busy machine a form typed into before then was
      // drawn again empty and sent as 'Email is required'.
      await waitForHydration(page);
      await page.getByLabel('Email').fill(STUDENT.email);
      await expect(page.getByLabel('Email')).toHaveValue(STUDENT.email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByText(FORGOT_PASSWORD_SENT)).toBeVisible();

      await page.goto(await mailedLink(`Choose a new password for ${config.school.name}`, '/reset-password'));
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
      await typeNewPassword(page, NEW_PASSWORD);
      await expect(page.getByText(PASSWORD_SET)).toBeVisible();
      const changed = (await mailsTo(own.database.db, STUDENT.email)).filter(
        (m) => m.subject === 'Your password was changed',
      );
      expect(changed).toHaveLength(1);
      expect(changed[0]?.body).toContain(config.school.emails.general);
    });

    await test.step('the other devices are signed out', async () => {
      for (const { page } of [firstDevice, elsewhere]) {
        await page.goto('/dashboard');
        await expect(page).toHaveURL(/\/login\?next=(%2F|\/)dashboard$/);
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      }
    });

    await test.step('the old password no longer signs in; the new one does', async () => {
      const { page } = forgot;
      await signIn(page, STUDENT.email, FIRST_PASSWORD);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${own.base}/dashboard`);
      await expect(page.getByText(`Welcome, ${STUDENT_NAME}`)).toBeVisible();
    });

    await test.step('the student uploads a photo on the account page and sees it', async () => {
      const { page } = forgot;
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Photo' })).toBeVisible();
      const png = await sharp({
        create: { width: 96, height: 96, channels: 3, background: { r: 170, g: 40, b: 110 } },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Photo file')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: 'Upload photo' }).click();
      await expect(page.getByText('Your photo is saved.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Choose a new photo' })).toBeVisible();
      await expectPhotoLoaded(page.getByRole('main').getByRole('img', { name: STUDENT_NAME }));
    });

    await test.step("the teacher's dashboard shows the student's photo beside their class", async () => {
      const { today } = await (await admin.page.request.get(`/api${API.adminClasses}`)).json();
      const { Users } = await (
        await admin.page.request.get(`/api${API.adminUsers}?q=${encodeURIComponent(STUDENT.email)}`)
      ).json();
      const scheduled = await admin.page.request.post(`/api${API.adminClasses}`, {
        data: {
          batchName: 'Violin with Nora',
          teacherId: own.teacherId,
          studentId: Users[0].id,
          classDate: today,
          classTime: '21:00',
          durationMinutes: 45,
        },
      });
      expect(scheduled.ok(), await scheduled.text()).toBe(true);

      const { page } = teacher;
      await signIn(page, TEACHER.email, TEACHER.password);
      await expect(page).toHaveURL(`${own.base}/dashboard`);
      const row = page.getByRole('listitem').filter({ hasText: 'Violin with Nora' });
      await expect(row).toContainText(`student ${STUDENT_NAME}`);
      await expectPhotoLoaded(row.getByRole('img', { name: STUDENT_NAME }));
    });

    // The browser logs the refusals the journey asks for: a common password (400), a page whose
    // session ended asking for its data before it knows (401), the old password (401).
    const besides = (problems: string[], status: RegExp) =>
      problems.filter((p) => !new RegExp(`status of ${status.source}`).test(p));
    expect(admin.problems).toEqual([]);
    expect(teacher.problems).toEqual([]);
    expect(besides(firstDevice.problems, /40[01]/)).toEqual([]);
    expect(besides(elsewhere.problems, /401/)).toEqual([]);
    expect(besides(forgot.problems, /401/)).toEqual([]);
    for (const p of [admin, firstDevice, elsewhere, forgot, teacher]) await p.page.context().close();
  },
);
