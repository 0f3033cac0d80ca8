import { DateTime } from 'luxon';
import { schoolDate } from '../common/school-time.ts';
import { field, fillValid, form } from './admission-form.ts';
import { accessibilityViolations, WCAG_2_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

// Families (issue 45): a minor's application asks for a parent; a parent follows their child.

const SCHOOL_ZONE = 'Asia/Kolkata';
const yearsAgo = (years: number) =>
  DateTime.fromISO(schoolDate(SCHOOL_ZONE)).minus({ years }).toISODate() ?? '';

test("a 10-year-old's application asks for a parent or guardian, in the form's words", async ({ page }) => {
  await page.goto('/admission-form');
  await waitForHydration(page);
  const f = form(page);
  await fillValid(f, { name: 'Ravi Rao', email: 'ravi.rao@example.com' });
  await expect(f.getByRole('group', { name: 'Parent or Guardian' })).toBeHidden();
  await field(f, 'Date of Birth').fill(yearsAgo(10));
  await field(f, 'Age').fill('10');
  const parent = f.getByRole('group', { name: 'Parent or Guardian' });
  await expect(parent).toBeVisible();
  await f.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  for (const message of [
    "Parent or guardian's name is required",
    "Parent or guardian's email is required",
    "Parent or guardian's phone number is required",
  ])
    await expect(parent.getByText(message, { exact: true })).toBeVisible();
  await expect(field(f, "Parent or Guardian's Name")).toBeFocused();
  expect(await accessibilityViolations(page, WCAG_2_AA)).toEqual([]);
  await field(f, "Parent or Guardian's Email").fill('ravi.rao@example.com');
  await expect(parent.getByText("Please give the parent or guardian's own email address")).toBeVisible();

  // An adult's form asks for nobody.
  await field(f, 'Date of Birth').fill(yearsAgo(30));
  await expect(parent).toBeHidden();
});

test("the demo parent sees their child's lessons on their own clock, and no Join", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'America/New_York',
    viewport: test.info().project.use.viewport ?? null,
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill('parent@example.com');
  await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Arjun Mehta' })).toBeVisible();
  const piano = page.getByRole('listitem').filter({ hasText: 'Demo Piano Lesson' }).first();
  await expect(piano).toContainText('New York time');
  await expect(page.getByRole('link', { name: /^Join/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Arjun's enrolments" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Arjun's practice" })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite a second guardian' })).toBeVisible();
  expect(await accessibilityViolations(page, WCAG_2_AA)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test(
  'an admin links a guardian from the Users tab, who is shown as invited',
  ANY_WIDTH,
  async ({ page, signIn, makePerson }) => {
    const student = await makePerson('student', 'Mira');
    await signIn('admin');
    await page.goto('/dashboard');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search by name or email').fill(student.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Guardians of ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardians' });
    await expect(dialog.getByText('No guardians yet.')).toBeVisible();
    const link = dialog.getByRole('form', { name: 'Link a guardian' });
    await link.getByLabel('First name').fill('Meera');
    await link.getByLabel('Last name').fill('Guardian');
    await link.getByLabel(/^Email/).fill(`meera.${Date.now()}@example.com`);
    await link.getByRole('button', { name: 'Link guardian' }).click();
    const row = dialog.getByRole('listitem').filter({ hasText: 'Meera Guardian' });
    await expect(row).toContainText('Invited');
    await row.getByRole('button', { name: 'Unlink Meera Guardian' }).click();
    await expect(dialog.getByText('No guardians yet.')).toBeVisible();
  },
);
