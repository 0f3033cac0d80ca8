import { expect, test } from '@playwright/test';
import { addCourse, field, fillValid, form, PNG, screenshot } from './admission-form.ts';
import { ANY_WIDTH, holdRequests, waitForHydration } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/admission-form');
  await waitForHydration(page);
});

test(
  'the page: 5 steps, three payment QR codes, bank details on request, rules button',
  ANY_WIDTH,
  async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission');
    await expect(page.getByRole('heading', { name: 'Admission Process' })).toBeVisible();
    await expect(page.locator('section ol > li')).toHaveCount(5);

    const qrs = page.locator('svg[data-payment-link]');
    await expect(qrs).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const link = await qrs.nth(i).getAttribute('data-payment-link');
      expect(link).toMatch(/^upi:\/\/pay\?pa=harmony\.demo\d%40exampleupi&pn=.+&cu=INR$/);
      // Drawn: a QR code is one long path of modules.
      expect((await qrs.nth(i).locator('path').last().getAttribute('d'))?.length).toBeGreaterThan(500);
      await expect(qrs.nth(i).locator('title')).toHaveText(/QR code to pay /);
    }
    await expect(page.getByText('harmony.demo1@exampleupi')).toBeVisible();
    await expect(page.getByText('Bank details are given on request.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', /bank%20details/);
    await expect(main.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', /^mailto:/);
    await expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);

    await page.getByRole('link', { name: 'RULES & REGULATIONS' }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
  },
);

test('the course add flow', ANY_WIDTH, async ({ page }) => {
  const f = form(page);
  const course = field(f, 'Course');
  const type = field(f, 'Course Type');
  const add = f.getByRole('button', { name: 'Add Course' });
  await expect(type).toBeDisabled();
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select both course and course type')).toBeVisible();

  await course.selectOption({ label: 'Music Production' });
  await expect(type).toBeEnabled();
  await expect(type.locator('option')).toHaveText([
    'Select a course type',
    'Quarter Course',
    'Certification Course',
  ]);
  await type.selectOption({ label: 'Quarter Course' });
  // Choosing another course clears the type.
  await course.selectOption({ label: 'Violin' });
  await expect(type).toHaveValue('');
  await expect(type.locator('option')).toHaveText([
    'Select a course type',
    'Crash Course',
    'Quarter Course',
    'Certification Course',
  ]);
  await expect(add).toHaveAttribute('aria-disabled', 'true');

  // Submitting with no course shows the error; adding one clears it.
  await f.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(f.getByText('Please select at least one course and its type')).toBeVisible();
  await type.selectOption({ label: 'Crash Course' });
  await expect(add).toHaveAttribute('aria-disabled', 'false');
  await add.click();
  const chosen = f.getByRole('list', { name: 'Selected courses' });
  await expect(chosen.getByRole('listitem')).toHaveText(['Violin – Crash Course']);
  await expect(course).toHaveValue('');
  await expect(type).toHaveValue('');
  await expect(type).toBeDisabled();
  await expect(f.getByText('Please select at least one course and its type')).toHaveCount(0);

  await addCourse(f, 'Violin', 'Crash Course');
  await expect(page.getByText('This course and type combination is already selected')).toBeVisible();
  await addCourse(f, 'Dual Program', 'Certification Course');
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await chosen.getByRole('button', { name: 'Remove Violin – Crash Course' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText(['Dual Program – Certification Course']);
});

test('typing errors, fixing them, submitting with progress, thanks, and a full reset', async ({ page }) => {
  const f = form(page);
  await f.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  for (const message of [
    'Full name is required',
    'Email is required',
    'Contact number is required',
    'Please select your gender',
    'Date of birth is required',
    'Age is required',
    'Address is required',
    'City is required',
    'Educational qualification is required',
    'Please select at least one course and its type',
    'Please tell us how you found us',
    'Please select a payment method',
    'Payment screenshot is required',
  ])
    await expect(f.getByText(message, { exact: true })).toBeVisible();
  await expect(f.getByText('This field is required')).toHaveCount(3);
  await expect(field(f, 'Full Name')).toBeFocused();

  await field(f, 'Full Name').fill('A');
  await expect(f.getByText('Full name must be at least 2 characters')).toBeVisible();
  const contact = field(f, 'Contact Number');
  await contact.pressSequentially('98765x4321');
  await expect(contact).toHaveValue('987654321');
  await expect(f.getByText('Contact number must be between 10-15 digits')).toBeVisible();
  const age = field(f, 'Age');
  await age.pressSequentially('1a01');
  await expect(age).toHaveValue('101');
  await expect(f.getByText('Please enter a valid age (5-100)')).toBeVisible();
  await expect(field(f, 'Date of Birth')).toHaveAttribute('min', '1900-01-01');
  await expect(field(f, 'Date of Birth')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  await field(f, 'Date of Birth').fill('2999-01-01');
  await expect(f.getByText('Date of birth cannot be in the future')).toBeVisible();
  await field(f, 'Address').fill('Short');
  await expect(f.getByText('Address must be at least 10 characters')).toBeVisible();
  await field(f, 'How did you come to know about us?').fill('Web');
  await expect(f.getByText('Please provide more details (at least 5 characters)')).toBeVisible();
  await field(f, 'Nationality ID (optional)').setInputFiles({
    name: 'id.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(f.getByText('Please upload a valid image file (PNG, JPG, JPEG only)')).toBeVisible();
  await field(f, 'Nationality ID (optional)').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(f.getByText('File size must be less than 5MB')).toBeVisible();
  await field(f, 'Nationality ID (optional)').setInputFiles({ ...screenshot, name: 'id.png' });

  await fillValid(f);
  await expect(f.locator('p[id$="-error"]')).toHaveCount(0);
  await expect(f.getByRole('img', { name: 'Preview of payment.png' })).toBeVisible();
  await expect(f.getByRole('img', { name: 'Preview of id.png' })).toBeVisible();

  const release = await holdRequests(page, '**/api/admission_form.php');
  await f.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(f.getByRole('button', { name: 'SUBMITTING...' })).toBeDisabled();
  await expect(f.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();

  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks).toContainText("We'll get back to you as soon as possible.");
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(thanks).toBeHidden();
  await expect(field(f, 'Full Name')).toHaveValue('');
  await expect(field(f, 'Gender')).toHaveValue('');
  await expect(field(f, 'Date of Birth')).toHaveValue('');
  await expect(f.getByRole('radio', { name: 'Online' })).not.toBeChecked();
  await expect(f.getByRole('list', { name: 'Selected courses' })).toHaveCount(0);
  await expect(field(f, 'Payment Screenshot')).toHaveValue('');
  await expect(field(f, 'Nationality ID (optional)')).toHaveValue('');
  await expect(f.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
  await expect(f.getByLabel("I'm not a robot")).not.toBeChecked();
  await expect(f.getByRole('progressbar')).toHaveCount(0);
});

test('a refused or failed submission shows a toast and keeps the form', ANY_WIDTH, async ({ page }) => {
  const f = form(page);
  await fillValid(f);
  await page.route('**/api/admission_form.php', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'File size must be less than 5MB',
        message: 'File size must be less than 5MB',
      }),
    }),
  );
  await f.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'File size must be less than 5MB' })).toBeVisible();

  await page.unroute('**/api/admission_form.php');
  await page.route('**/api/admission_form.php', (route) => route.abort());
  await f.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(page.getByText('Failed to submit admission form. Please try again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field(f, 'Full Name')).toHaveValue('Asha Rao');
  await expect(f.getByRole('list', { name: 'Selected courses' }).getByRole('listitem')).toHaveCount(1);
  await expect(f.getByRole('img', { name: 'Preview of payment.png' })).toBeVisible();
  await expect(f.getByRole('button', { name: 'SUBMIT APPLICATION' })).toBeEnabled();
});

// The every-route accessibility run (a11y.spec.ts) scans this page and /contact at both widths.
test('no single-line field asks for a multi-line autofill value', ANY_WIDTH, async ({ page }) => {
  // street-address is a textarea's token in the HTML standard; an input takes address-line1.
  await expect(form(page).locator('input[autocomplete~="street-address" i]')).toHaveCount(0);
  await expect(field(form(page), 'Address')).toHaveAttribute('autocomplete', 'address-line1');
});
