import { expect, test } from '@playwright/test';
import { SITE_PAGES } from '../common/site-pages.ts';
import { accessibilityViolations } from './axe.ts';
import { blockExternalRequests } from './block-external.ts';
import { changesDuringHydration, scrollThrough, watchHydrationChanges } from './hydration.ts';
import { waitForHydration, watchConsole } from './support.ts';

// Every public route, at the project's width (desktop 1440, mobile 390): prerendered with its
// heading, hydrated without console errors or warnings (React reports a mismatch it recovered
// from as one) and without throwing away a prerendered node or text, and, once its data has loaded, free of accessibility violations. Reduced motion puts animated content in its final state before the
// scan. The routes are walked in one page per part (a browser context per route cost more than
// the checks); a few parts let the workers share them.
const PARTS = 4;

for (let part = 0; part < PARTS; part++) {
  const paths = SITE_PAGES.map((p) => p.path).filter((_, i) => i % PARTS === part);
  test(`routes ${paths.join(' ')}: prerendered, hydrate cleanly, no accessibility violations`, async ({
    page,
    request,
  }) => {
    // The budget a test of one route had.
    test.setTimeout(30_000 * paths.length);
    await blockExternalRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems = watchConsole(page);
    await watchHydrationChanges(page);
    for (const path of paths) {
      await test.step(path, async () => {
        const raw = await request.get(path);
        expect(raw.status(), path).toBe(200);
        const html = await raw.text();
        expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
        expect(html, path).toContain('<link rel="canonical"');

        const seen = problems.length;
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await waitForHydration(page);
        await expect(page.locator('h1'), path).toHaveCount(1);
        expect(problems.slice(seen), path).toEqual([]);
        // Hydrated as rendered: React threw away no prerendered node and changed no text.
        const { nodes, changes } = await changesDuringHydration(page);
        expect(nodes, path).toBeGreaterThan(100);
        expect.soft(changes, path).toEqual([]);

        if (path === '/faq') await page.getByRole('tabpanel').getByRole('button').first().click();
        expect.soft(await accessibilityViolations(page), path).toEqual([]);

        // The sections that come in on scrolling hydrate without an error too.
        await scrollThrough(page);
        expect(problems.slice(seen), path).toEqual([]);
      });
    }
  });
}
