import { expect, type Page, test } from '@playwright/test';
import { API } from '../common/api.ts';
import { schoolTime } from '../common/school-time.ts';
import { isDesktop } from './support.ts';

// The demo accounts seeded on first start (server/db/seed/demo-accounts.ts).
const PASSWORD = 'demo-password';
const ADMIN = 'admin@example.com';
const TEACHER = 'teacher@example.com';
const STUDENT = 'student@example.com';
const STUDENT2 = 'student2@example.com';

/** Signs in through the API; the browser context keeps the cookies. */
async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  const res = await page.request.post(`/api${API.login}`, { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
}

const startClassButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Start Class' });
const modal = (page: Page) => page.getByRole('dialog', { name: "Today's classes" });

test.describe('signing in', () => {
  test('a wrong password gets the generic message; each role signs in to its dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(STUDENT);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    const landing: [string, RegExp][] = [
      [ADMIN, /Admin/],
      [TEACHER, /Teacher/],
      [STUDENT, /Student/],
    ];
    for (const [email, role] of landing) {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
      await expect(page.getByText(/^Welcome, /)).toContainText(role);
    }
    await expect(page.getByRole('heading', { name: "Today's classes" })).toBeVisible();
    await expect(page.getByText('Demo Piano Lesson')).toBeVisible();
  });

  test('the header link and the signed-in area follow the sign-in state', async ({ page }) => {
    await page.goto('/');
    const openLink = async () => {
      if (!isDesktop(page)) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Login to Dashboard' }).filter({ visible: true }).click();
    };
    await openLink();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)dashboard$/);
    await page.getByLabel('Email').fill(TEACHER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/');
    await openLink();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Logout in the header ends the session on the server', async ({ page }) => {
    await signIn(page, STUDENT);
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const me = await page.request.get(`/api${API.me}`);
    expect((await me.json()).user).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe("the teacher's start-class modal", () => {
  test('loading, then the list; choosing a class starts it and opens its room', async ({ page }) => {
    await signIn(page, TEACHER);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api${API.teacherClassesToday}*`, async (route) => {
      await held;
      await route.continue();
    });
    let startBody: unknown = null;
    await page.route(`**/api${API.startClass}`, (route) => {
      startBody = route.request().postDataJSON();
      return route.fulfill({ json: { success: true, data: null, message: 'Class started' } });
    });
    await page.goto('/');
    await startClassButton(page).click();
    await expect(modal(page).getByText('Loading classes...')).toBeVisible();
    release();
    const piano = modal(page).getByRole('listitem').filter({ hasText: 'Demo Piano Lesson' });
    await expect(piano).toContainText('10:00');
    await expect(piano).toContainText('Arjun Mehta');
    await piano.getByRole('button', { name: 'Start Demo Piano Lesson' }).click();
    await expect(page).toHaveURL(/\/live-class\/\d+$/);
    const classId = Number(page.url().split('/').pop());
    expect(startBody).toMatchObject({ class_id: classId, teacher_id: expect.any(Number) });
  });

  test("a failed fetch shows 'Failed to fetch classes' with Retry; then the empty day", async ({ page }) => {
    await signIn(page, TEACHER);
    let fail = true;
    await page.route(`**/api${API.teacherClassesToday}*`, (route) =>
      fail ? route.abort() : route.fulfill({ json: { result: true, Classes: [] } }),
    );
    await page.goto('/');
    await startClassButton(page).click();
    await expect(modal(page).getByText('Failed to fetch classes')).toBeVisible();
    fail = false;
    await modal(page).getByRole('button', { name: 'Retry' }).click();
    await expect(modal(page).getByText('No classes scheduled for today')).toBeVisible();
  });

  test("a server refusal shows its publicMessage; a failed start shows 'Failed to start class'", async ({
    page,
  }) => {
    await signIn(page, TEACHER);
    await page.route(`**/api${API.teacherClassesToday}*`, (route) =>
      route.fulfill({ json: { result: false, Classes: [], publicMessage: 'Your account is on hold' } }),
    );
    await page.goto('/');
    await startClassButton(page).click();
    await expect(modal(page).getByText('Your account is on hold')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.unroute(`**/api${API.teacherClassesToday}*`);
    await page.route(`**/api${API.startClass}`, (route) =>
      route.fulfill({ status: 500, json: { success: false, data: null, message: 'boom' } }),
    );
    const alert = page.waitForEvent('dialog');
    await startClassButton(page).click();
    await modal(page).getByRole('button', { name: 'Start Demo Piano Lesson' }).click();
    const dialog = await alert;
    expect(dialog.message()).toBe('Failed to start class');
    await dialog.accept();
    await expect(page).not.toHaveURL(/live-class/);
  });
});

test.describe('scheduling and joining', () => {
  test('admin schedules a class now; the teacher sees it in the modal; the student is prompted to join', async ({
    page,
  }) => {
    const batch = `E2E Violin ${Date.now()}`;
    await signIn(page, ADMIN);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Classes' }).click();
    await page.getByRole('button', { name: 'Schedule a class' }).click();
    const form = page.getByRole('dialog', { name: 'Schedule a class' });
    await form.getByRole('button', { name: 'Schedule class' }).click();
    await expect(form.getByText('Batch name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please choose a teacher')).toBeVisible();

    await form.getByLabel('Batch name').fill(batch);
    await form.getByLabel('Teacher').selectOption({ label: 'Maya Rao (teacher@example.com)' });
    await form.getByLabel('Student').selectOption({ label: 'Lena Fischer (student2@example.com)' });
    await form.getByLabel('Time').fill(schoolTime('Asia/Kolkata'));
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Join password (optional)').fill('open-sesame');
    await form.getByRole('button', { name: 'Schedule class' }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('listitem').filter({ hasText: batch });
    await expect(row).toContainText('Maya Rao with Lena Fischer');
    await expect(row).toContainText('(join password)');

    await signIn(page, TEACHER);
    await page.goto('/');
    await startClassButton(page).click();
    await expect(modal(page).getByRole('listitem').filter({ hasText: batch })).toContainText('Lena Fischer');

    await signIn(page, STUDENT2);
    await page.goto('/');
    const prompt = page.getByRole('region', { name: 'Your class is on now' });
    await expect(prompt).toContainText(batch);
    await expect(prompt).toContainText('Maya Rao');
    const classId = await prompt.getByRole('link', { name: 'Join class' }).getAttribute('href');
    expect(classId).toMatch(/^\/live-class\/\d+$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: `Join ${batch}` })).toHaveAttribute('href', classId ?? '');
  });

  test('a failed active-class check counts as no active class', async ({ page }) => {
    await signIn(page, STUDENT2);
    await page.route(`**/api${API.studentActiveClass}*`, (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: "Today's classes" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your class is on now' })).toHaveCount(0);
  });

  test('admin adds a student, who can then sign in; the admin resets the password', async ({ page }) => {
    const email = `new.student.${Date.now()}@example.com`;
    await signIn(page, ADMIN);
    await page.goto('/dashboard?tab=users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = page.getByRole('dialog', { name: 'Add user' });
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Newman');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await form.getByLabel('Password').fill('first-password');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    await page.getByLabel('Search by name or email').fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Reset password of Nora Newman' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByLabel('New password').fill('second-password');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await expect(reset).toBeHidden();

    await page.context().clearCookies();
    const res = await page.request.post(`/api${API.login}`, { data: { email, password: 'second-password' } });
    expect(res.ok()).toBe(true);
  });
});
