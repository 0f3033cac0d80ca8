import type { Page } from '@playwright/test';
import { APP_PAGES, appPage } from '../common/app-pages.ts';
import { expect, test } from './fixtures.ts';
import { school } from './school.ts';
import { ANY_WIDTH } from './support.ts';

// The pages the browser renders by itself (the unindexed app shell): from the start of the
// navigation to the screen's first render, on a phone-slow CPU, neither the tab's title nor a
// heading ever says 'Page Not Found' while the screen's code is on the way: the first title the
// tab shows is the page's own.

/** Each address and the heading of its screen's first render. */
const SIGNED_OUT: [string, RegExp][] = [
  ['/login', /^Sign in$/],
  ['/forgot-password', /^Forgot your password\?$/],
  ['/reset-password?token=not-a-live-token', /^Choose a new password$/],
  ['/accept-invitation?token=not-a-live-token', /^Set your password$/],
  ['/verify-email?token=not-a-live-token', /^Confirm your new email$/],
  ['/cancel-email-change?token=not-a-live-token', /^Stop the change of your email$/],
  ['/live-class/1/camera', /^Second camera$/],
  ['/recital/not-a-live-token', /^Recital$/],
];
const SIGNED_IN: [string, RegExp][] = [
  ['/account', /^Your account$/],
  ['/dashboard', /^Dashboard$/],
  ['/practice', /^Practice room$/],
  ['/live-class', /^Invalid class ID$/],
  ['/live-class/999999', /^(Access Denied|Invalid class ID)$/],
  ['/recitals', /^Recitals$/],
  ['/recitals/999999/stage', /^Recital stage$/],
];

/** Records, in the page, every title and h1 text from the first byte on (window.__seen). */
async function recordTitlesAndHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const add = (entry: string) => {
      if (seen.at(-1) !== entry) seen.push(entry);
    };
    const now = () => {
      add(`title: ${document.title}`);
      for (const h1 of document.querySelectorAll('h1')) add(`h1: ${h1.textContent}`);
    };
    // Each change's own text too, so a title replaced within the same task is still seen.
    const inside = (node: Node | null) => node?.parentElement?.closest('title, h1')?.localName;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData' && inside(r.target))
          add(`${inside(r.target)}: ${r.target.textContent}`);
        for (const node of r.addedNodes) {
          const el = node instanceof Element ? node : null;
          if (el?.matches('title, h1')) add(`${el.localName}: ${el.textContent}`);
          for (const h1 of el?.querySelectorAll('h1') ?? []) add(`h1: ${h1.textContent}`);
          if (node.nodeType === Node.TEXT_NODE && inside(node)) add(`${inside(node)}: ${node.textContent}`);
        }
      }
      now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // A phone's CPU: the screen's code takes its time to arrive and run.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

async function seenOnTheWayTo(page: Page, url: string, heading: RegExp): Promise<string[]> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

test(
  "no client-only page shows 'Page Not Found' while its screen's code loads",
  ANY_WIDTH,
  async ({ page, signIn }) => {
    test.setTimeout(240_000);
    // Every page of the table is walked: a new one needs its heading here.
    const walked = [...SIGNED_OUT, ...SIGNED_IN].map(
      ([url]) => appPage(new URL(url, 'http://site').pathname)?.path,
    );
    expect(new Set(walked)).toEqual(new Set(APP_PAGES.map((p) => p.path)));
    await recordTitlesAndHeadings(page);
    const check = async ([url, heading]: [string, RegExp]) => {
      const seen = await seenOnTheWayTo(page, url, heading);
      const what = `${url}: ${seen.join(' / ')}`;
      const notFound = seen.filter((s) => /not found/i.test(s));
      expect.soft(notFound, what).toEqual([]);
      const firstTitle = seen.find((s) => /^title: ./.test(s));
      const own = appPage(new URL(url, 'http://site').pathname)?.title;
      expect.soft(firstTitle, what).toBe(`title: ${own} | ${school.name}`);
    };
    for (const route of SIGNED_OUT) await check(route);
    await signIn('student');
    for (const route of SIGNED_IN) await check(route);
  },
);
