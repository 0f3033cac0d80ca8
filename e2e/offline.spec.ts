import { expect, test } from '@playwright/test';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

test('the prerendered offline page carries its sections and hydrates cleanly', async ({ page, request }) => {
  const html = await (await request.get('/hsm-offline')).text();
  for (const text of [
    'HSM Offline',
    'On Campus Training',
    'Our Facilities',
    'Why Choose HSM Offline',
    'Practice Area Hours',
    'Monday, Wednesday, Friday: 3 pm to 7 pm',
  ]) {
    expect(html.includes(text), text).toBe(true);
  }
  const problems = watchConsole(page);
  await page.goto('/hsm-offline');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HSM Offline');
  // Nothing sticks out sideways (a phone would zoom the whole page out).
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(problems).toEqual([]);
});

test(
  'training cards, fifteen facilities, fifteen reasons and the practice-area hours',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/hsm-offline');
    const section = (title: string) =>
      page.locator('section', { has: page.getByRole('heading', { name: title }) });
    await expect(page.getByText('On Campus Training', { exact: true })).toBeVisible();
    await expect(section('Learn in person at our academy').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(section('Our Facilities').getByRole('listitem')).toHaveCount(15);
    await expect(section('Why Choose HSM Offline').getByRole('listitem')).toHaveCount(15);
    await expect(section('Practice Area Hours')).toContainText('Monday, Wednesday, Friday: 3 pm to 7 pm');
    await expect(page.getByRole('heading', { name: 'Online Learning' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Offline Campus Learning' })).toBeVisible();
    await expect(page.getByText('12 Example Street, Demo City')).toBeVisible();
  },
);
