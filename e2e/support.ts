import { expect, type Page } from '@playwright/test';

/** Collects console errors and React hydration warnings of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

/** Waits until React has hydrated the prerendered page (the sign-in state resolves). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).not.toContainText('Loading...');
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
