import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SITE_PAGES } from '../common/site-pages.ts';
import { blockExternalRequests } from './block-external.ts';
import { waitForHydration } from './support.ts';

// Every public route, at the project's width (desktop 1440, mobile 390), once hydrated and its
// data loaded. Reduced motion puts animated content in its final state before the scan.
for (const { path } of SITE_PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await blockExternalRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await waitForHydration(page);
    if (path === '/faq') await page.getByRole('tabpanel').getByRole('button').first().click();
    // Only violations are read: axe skips collecting the nodes of passed and incomplete rules.
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const summary = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary, path).toEqual([]);
  });
}
