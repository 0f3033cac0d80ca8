import type { Locator, Page } from '@playwright/test';

// The admission form as a journey fills it.

// A real 1x1 PNG, so the preview shows an image.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const screenshot = { name: 'payment.png', mimeType: 'image/png', buffer: PNG };

export const form = (page: Page) => page.getByRole('form', { name: 'Admission application' });
export const field = (f: Locator, label: string) => f.getByLabel(label, { exact: true });

export async function addCourse(f: Locator, course: string, type: string) {
  await field(f, 'Course').selectOption({ label: course });
  await field(f, 'Course Type').selectOption({ label: type });
  await f.getByRole('button', { name: 'Add Course' }).click();
}

/** Every field of the form filled validly, as Asha Rao (or the person given) applying for one course. */
export async function fillValid(
  f: Locator,
  who: { name: string; email: string } = { name: 'Asha Rao', email: 'asha@example.com' },
  course: [string, string] = ['Piano/Keyboard', 'Crash Course'],
) {
  await field(f, 'Full Name').fill(who.name);
  await field(f, 'Email').fill(who.email);
  await field(f, 'Contact Number').fill('+91 98765 43210');
  await field(f, 'Gender').selectOption('female');
  await field(f, 'Date of Birth').fill('2005-04-01');
  await field(f, 'Age').fill('21');
  await field(f, 'Address').fill('12 Example Street');
  await field(f, 'City').fill('Demo City');
  await field(f, 'Country').fill('India');
  await field(f, 'Nationality').fill('Indian');
  await field(f, 'Occupation').fill('Student');
  await field(f, 'Educational Qualification').fill('BA Music');
  await addCourse(f, ...course);
  await field(f, 'How did you come to know about us?').fill('A friend told me');
  await f.getByRole('radio', { name: 'Online' }).check();
  await field(f, 'Payment Screenshot').setInputFiles(screenshot);
  await f.getByLabel('I have read and agree to the').check();
  await f.getByLabel('privacy policy').check();
  await f.getByLabel("I'm not a robot").check();
}
