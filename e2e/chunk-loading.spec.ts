import { expect, type Page, test } from '@playwright/test';
import { ANY_WIDTH, isDesktop, waitForHydration } from './support.ts';

// The sign-in screen's own file (dist/client/assets/login-<hash>.js).
const LOGIN_CHUNK = /\/assets\/login-[\w-]+\.js$/;

async function openLoginFromFaq(page: Page) {
  await page.goto('/faq');
  await waitForHydration(page);
  // A client-side navigation: the link in the header, or in the menu on a phone.
  if (isDesktop(page)) {
    await page.getByRole('banner').getByRole('link', { name: 'Login to Dashboard' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Login to Dashboard' })
      .click();
  }
}

test(
  'a screen whose file never arrives shows a message with Reload after 120 s',
  ANY_WIDTH,
  async ({ page }) => {
    await page.clock.install();
    await page.route(LOGIN_CHUNK, () => {
      // Never answered: the request hangs as on a dead connection.
    });
    // The sign-in screen is not prerendered: its first load shows the loading message.
    await page.goto('/login');
    await expect(page.getByRole('main')).toHaveText('Loading...');
    // The page's clock also runs on by itself; the unit test pins the exact 120000 ms.
    await page.clock.fastForward(100_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward(20_000);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    // The site's frame stays: header and footer around the message.
    await expect(page.getByRole('banner')).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
);

test('a file that fails to load reloads the page once, then shows the message', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  await page.route(LOGIN_CHUNK, (route) => route.abort('failed'));
  await openLoginFromFaq(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  // One reload by itself (the new files after a deploy), not a loop.
  expect(documents).toEqual(['/faq', '/login']);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(documents).toEqual(['/faq', '/login', '/login']);
});

test('a prerendered page asks for the app after its first paint, its scripts at low priority', async ({
  page,
}) => {
  await page.goto('/piano');
  await waitForHydration(page);
  // The entry and its preloads in the page's head do not compete with the stylesheet.
  const html = await (await page.request.get('/piano')).text();
  const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  // The app's code (start-app) was asked for, and hydration began, once the first content was
  // on screen.
  const [painted, asked, hydrating] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByType('resource').find((r) => /\/assets\/start-app-[\w-]+\.js$/.test(r.name))
      ?.startTime,
    performance.getEntriesByName('hydration-start')[0]?.startTime,
  ]);
  expect(painted).toBeGreaterThan(0);
  expect(asked).toBeGreaterThanOrEqual(painted as number);
  expect(hydrating).toBeGreaterThan(asked as number);
});
