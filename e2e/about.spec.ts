import { expect, type Page, test } from '@playwright/test';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

async function openAbout(page: Page) {
  const problems = watchConsole(page);
  await page.goto('/about-us');
  await waitForHydration(page);
  return problems;
}

test('the prerendered about page carries its sections, in order, and hydrates cleanly', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/about-us')).text();
  const order = [
    'About Us',
    '2700+',
    'Our Facilities',
    'Our Vision',
    'Our Mission',
    'What Sets Us Apart',
    'A renowned opera singer at the heart of the school',
    'Graded certifications we prepare you for',
    'Latest from the blog',
    'Get In Touch',
  ].map((text) => ({ text, at: html.indexOf(text) }));
  for (const { text, at } of order) expect(at, text).toBeGreaterThan(-1);
  expect(order.map((o) => o.at)).toEqual([...order.map((o) => o.at)].sort((a, b) => a - b));

  const problems = await openAbout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  // Nothing sticks out sideways (a phone would zoom the whole page out).
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(problems).toEqual([]);
});

test('counters, fourteen facilities and the five mission points', ANY_WIDTH, async ({ page }) => {
  await openAbout(page);
  const figures = page.getByRole('region', { name: 'Our figures' });
  for (const f of ['25+', '2700+', '100+', '35+', '3+'])
    await expect(figures.getByText(f, { exact: true })).toBeVisible();
  const facilities = page.locator('ul', { has: page.getByRole('heading', { name: 'Certified Trainers' }) });
  await expect(facilities.getByRole('listitem')).toHaveCount(14);
  const mission = page
    .locator('div', { has: page.getByRole('heading', { name: 'Our Mission' }) })
    .locator('ol > li');
  await expect(mission).toHaveCount(5);
});

test('What Sets Us Apart: six bars count from 0 up to 100%', ANY_WIDTH, async ({ page }) => {
  await openAbout(page);
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(6);
  // Record the lowest value any bar showed while it filled.
  await page.evaluate(() => {
    const w = window as unknown as { lowest: number };
    w.lowest = 100;
    new MutationObserver((records) => {
      for (const r of records) {
        const v = Number((r.target as Element).getAttribute('aria-valuenow'));
        w.lowest = Math.min(w.lowest, v);
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.getByRole('heading', { name: 'What Sets Us Apart' }).scrollIntoViewIfNeeded();
  await bars.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lowest: number }).lowest))
    .toBeLessThan(50);
  for (let i = 0; i < 6; i++) await expect(bars.nth(i)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('100%')).toHaveCount(6);
  for (const label of ['Expert Faculty', 'Student Satisfaction']) {
    await expect(page.getByRole('progressbar', { name: label })).toBeVisible();
  }
});

test('the bars start one after another (200 ms apart)', ANY_WIDTH, async ({ page }) => {
  // On the page's clock, moved by the test: the frames fall where it says, however busy the machine.
  await page.clock.install();
  await openAbout(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const bars = page.getByRole('progressbar');
  await bars.last().scrollIntoViewIfNeeded();
  await expect(bars.first()).toHaveAttribute('aria-valuenow', '0');
  // The first bar starts after 200 ms and fills in 2 s; the last starts 1 s after it.
  await page.clock.runFor(2300);
  await expect(bars.first()).toHaveAttribute('aria-valuenow', '100');
  const last = Number(await bars.last().getAttribute('aria-valuenow'));
  expect(last).toBeGreaterThan(0);
  expect(last).toBeLessThan(100);
  await page.clock.runFor(1000);
  await expect(bars.last()).toHaveAttribute('aria-valuenow', '100');
});

test(
  'founder profile: a renowned opera singer, 10+ years teaching, 20+ awards, awards list',
  ANY_WIDTH,
  async ({ page }) => {
    await openAbout(page);
    const founder = page.locator('section', {
      has: page.getByRole('heading', { name: 'A renowned opera singer at the heart of the school' }),
    });
    await expect(founder.getByText('10+', { exact: true })).toBeVisible();
    await expect(founder.getByText('Years of Teaching')).toBeVisible();
    await expect(founder.getByText('20+', { exact: true })).toBeVisible();
    await expect(founder.getByRole('heading', { name: 'Awards' })).toBeVisible();
    await expect(founder.getByRole('listitem')).toHaveCount(5);
  },
);

test('with reduced motion the bars stand at 100% without counting', ANY_WIDTH, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAbout(page);
  const bars = page.getByRole('progressbar');
  await page.evaluate(() => {
    const w = window as unknown as { changed: boolean };
    w.changed = false;
    new MutationObserver(() => {
      w.changed = true;
    }).observe(document.body, { subtree: true, attributeFilter: ['aria-valuenow'] });
  });
  await bars.last().scrollIntoViewIfNeeded();
  for (let i = 0; i < 6; i++) await expect(bars.nth(i)).toHaveAttribute('aria-valuenow', '100');
  expect(await page.evaluate(() => (window as unknown as { changed: boolean }).changed)).toBe(false);
});
