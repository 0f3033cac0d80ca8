import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors and React hydration warnings of a page; with `strict` also every
 * console warning and each Content-Security-Policy violation, even one the page caught.
 * Call it once per page, before the first navigation.
 */
export function watchConsole(page: Page, { strict = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const kind = msg.type();
    if (kind === 'error' || (strict && kind === 'warning') || /hydrat/i.test(msg.text())) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));
  if (strict) {
    const report = (text: string) => problems.push(text);
    page
      .exposeBinding('__reportCspViolation', (_source, text: string) => report(text))
      .catch((e: Error) => report(e.message));
    page
      .addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = window as unknown as { __reportCspViolation?: (text: string) => void };
          w.__reportCspViolation?.(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      })
      .catch((e: Error) => report(e.message));
  }
  return problems;
}

/**
 * Waits until the page is live: the sign-in state has resolved and, on a prerendered page, every
 * part React hydrates on its own (client/lib/hydration-part.tsx) has hydrated. (React would
 * hydrate a part a tap or key press reaches first, but only once its code is there.)
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).not.toContainText('Loading...');
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('hydration-start').length === 0 ||
      performance.getEntriesByName('hydration-end').length > 0,
  );
}

/** Makes the page tall enough to scroll, whatever its content. */
export async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')?.append(spacer);
  });
}

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 1300;

/**
 * Tags of tests the mobile project skips (playwright.config.ts): a behaviour the desktop layout
 * alone has, and one that does not depend on the width (it runs once, at 1440 px). A test of
 * what the width changes (menus, sliders, overflow, the accessibility scan) has neither.
 */
export const DESKTOP_ONLY = { tag: '@desktop-only' };
export const ANY_WIDTH = { tag: '@any-width' };

/** Holds the page's requests matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
