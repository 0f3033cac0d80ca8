import { expect, test } from '@playwright/test';
import { telLink } from '../common/contact-links.ts';
import { school } from './school.ts';
import { ANY_WIDTH, waitForHydration } from './support.ts';

test(
  'contact page: banner, phone and e-mail cards with links, and business hours in IST',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const main = page.locator('main');

    const call = main.locator('article', { has: page.getByRole('heading', { name: 'Call Us' }) });
    await expect(call).toContainText(`Primary${school.phones.primary}`);
    await expect(call).toContainText(`Secondary${school.phones.secondary}`);
    await expect(call.getByRole('link', { name: school.phones.primary })).toHaveAttribute(
      'href',
      telLink(school.phones.primary),
    );
    await expect(call.getByRole('link', { name: school.phones.secondary })).toHaveAttribute(
      'href',
      telLink(school.phones.secondary),
    );

    const mail = main.locator('article', { has: page.getByRole('heading', { name: 'Email Us' }) });
    await expect(mail).toContainText(`General${school.emails.general}`);
    await expect(mail).toContainText(`Founder${school.emails.founder}`);
    await expect(mail.getByRole('link', { name: school.emails.general })).toHaveAttribute(
      'href',
      `mailto:${school.emails.general}`,
    );
    await expect(mail.getByRole('link', { name: school.emails.founder })).toHaveAttribute(
      'href',
      `mailto:${school.emails.founder}`,
    );

    const hours = main.locator('article', {
      has: page.getByRole('heading', { name: 'Business Hours (IST)' }),
    });
    await expect(hours.locator('dt')).toHaveText(['Monday to Friday', 'Saturday', 'Sunday']);
    await expect(hours.locator('dd')).toHaveText([
      '8:00 am to 8:00 pm',
      '10:00 am to 7:00 pm',
      '12:00 PM to 5:00 PM',
    ]);

    // Cards side by side on wide screens, stacked at phone width or beside the send-message form.
    const boxes = await Promise.all(
      [call, mail, hours].map(async (c) => (await c.boundingBox()) ?? { x: 0, y: 0, width: 0 }),
    );
    const width = page.viewportSize()?.width ?? 0;
    for (const b of boxes) expect(b.x + b.width).toBeLessThanOrEqual(width);
    const withForm = (await page.getByRole('region', { name: 'Send Us a Message' }).count()) > 0;
    if (width >= 768 && !withForm) expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    else expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
  },
);
