import { expect, type Page, test } from '@playwright/test';
import { ANY_WIDTH, holdRequests, isDesktop, waitForHydration } from './support.ts';

const THANKS = "We'll get back to you as soon as possible.";

async function fillValid(form: ReturnType<Page['locator']>) {
  await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await form.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('+1 555 0100 123');
  await form.getByLabel('Message', { exact: true }).fill('I would like to learn the violin, please call me.');
  await form.getByLabel("I'm not a robot").check();
}

test.describe('contact page form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
  });

  test('shows the rules as the visitor types, strips the phone, sends, thanks and clears', async ({
    page,
  }) => {
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByText('Please confirm you are not a robot')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

    const name = form.getByLabel('Name', { exact: true });
    await name.fill('A');
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await name.fill('Asha 2');
    await expect(form.getByText('Name can only contain letters and spaces')).toBeVisible();
    await form.getByLabel('Email', { exact: true }).fill('asha@');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    const phone = form.getByLabel('Phone', { exact: true });
    await phone.pressSequentially('+1 (555) abc0100-12#');
    await expect(phone).toHaveValue('+1 (555) 0100-12');
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await form.getByLabel('Message', { exact: true }).fill('Too short');
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await form.getByLabel('Message', { exact: true }).fill('x'.repeat(1001));
    await expect(form.getByText('Message must be less than 1000 characters')).toBeVisible();

    await fillValid(form);
    for (const text of ['Name', 'valid email', 'valid phone', 'Message must', 'robot'])
      await expect(form.getByText(new RegExp(text)).and(form.locator('p'))).toHaveCount(0);

    // Hold the request to see the sending state.
    const release = await holdRequests(page, '**/api/contact_form.php');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(form.getByRole('button', { name: 'SENDING...' })).toBeDisabled();
    release();

    const dialog = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(dialog).toContainText(THANKS);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(form.getByLabel("I'm not a robot")).not.toBeChecked();
  });

  test(
    "shows the server's refusal, or the spec's message when the call fails",
    ANY_WIDTH,
    async ({ page }) => {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await page.route('**/api/contact_form.php', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Too many requests. Please try again in 1 minute.' }),
        }),
      );
      await fillValid(form);
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(page.getByText('Too many requests. Please try again in 1 minute.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.unroute('**/api/contact_form.php');
      await page.route('**/api/contact_form.php', (route) => route.abort());
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
    },
  );
});

test.describe("floating 'Contact Us' modal", () => {
  test('sends a message from any page; the thank-you closes on the overlay or Close', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    for (const close of ['overlay', 'button'] as const) {
      const toggle = page.getByRole('button', { name: 'Contact options' });
      if (!isDesktop(page) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await page.getByRole('button', { name: 'Open the contact form' }).click();
      const modal = page.getByRole('dialog', { name: 'Contact Us' });
      const form = modal.getByRole('form', { name: 'Send us a message' });
      await fillValid(form);
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank You!' });
      await expect(thanks).toContainText(THANKS);
      if (close === 'overlay')
        await page.getByTestId('thank-you-overlay').click({ position: { x: 5, y: 5 } });
      else await thanks.getByRole('button', { name: 'Close' }).click();
      await expect(thanks).toBeHidden();
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
    }
  });
});

test(
  'before the script runs, the forms post to the API and never put the details in the URL',
  ANY_WIDTH,
  async ({ request }) => {
    for (const [path, action] of [
      ['/contact', '/api/contact_form.php'],
      ['/admission-form', '/api/admission_form.php'],
    ]) {
      const form = (await (await request.get(path)).text()).match(/<form[^>]*>/)?.[0];
      expect(form, path).toContain('method="post"');
      expect(form, path).toContain(`action="${action}"`);
    }
  },
);
