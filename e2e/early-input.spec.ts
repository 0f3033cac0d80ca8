import { expect, type Page, test } from '@playwright/test';
import { ANY_WIDTH, DESKTOP_ONLY, holdRequests, waitForHydration } from './support.ts';

// What a reader does in the first moments of a page, before the app's code has arrived (held
// here): the prerendered page is on screen, nothing listens to it yet.

/** Opens `path` with the app's code held back; resolves once the page has asked for it. */
async function openBeforeTheApp(page: Page, path: string) {
  const release = await holdRequests(page, '**/assets/start-app-*.js');
  const asked = page.waitForRequest(/\/assets\/start-app-[\w-]+\.js$/);
  await page.goto(path);
  await asked;
  return release;
}

test(
  'a tap on the menu button before the app has come opens the menu once it has',
  ANY_WIDTH,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await openBeforeTheApp(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
);

test(
  'a click on COURSES before the app has come opens the courses once it has',
  DESKTOP_ONLY,
  async ({ page }) => {
    const release = await openBeforeTheApp(page, '/about-us');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'COURSES' });
    await button.click();
    release();
    await waitForHydration(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.locator(`#${await button.getAttribute('aria-controls')}`).getByRole('link'),
    ).toHaveCount(10);
  },
);

test(
  'a reader who scrolled before the page became live stays where they are',
  ANY_WIDTH,
  async ({ page }) => {
    const release = await openBeforeTheApp(page, '/opera-singing');
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    release();
    await waitForHydration(page);
    // Two frames on: every effect of the hydration has run.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    // A change of path still starts at the top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);
