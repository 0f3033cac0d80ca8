// `npm run bench:inp`: how fast the public site answers a tap on a slow phone. Chromium at
// 390 px with its CPU slowed 4x (Lighthouse's mobile setting) opens a page and, as soon as the
// page has hydrated, opens the menu, a FAQ tab, a plan tab and the Contact Us modal. Each
// interaction's duration comes from the browser's Event Timing entries (what INP is made of:
// input delay, handlers, and the next paint), BENCH_RUNS times (default 3), median and worst.
// BENCH_DETAILS=1 prints each run's longest entry in those three parts.
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { chromiumPath } from '../chromium-path.mjs';
import { demoApp } from './demo-app.ts';

const port = Number(process.env.BENCH_PORT ?? 3293);
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

type Interaction = { name: string; path: string; act: (page: Page) => Promise<void> };
const INTERACTIONS: Interaction[] = [
  {
    name: 'open the menu',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    },
  },
  {
    name: 'a FAQ tab',
    path: '/faq',
    act: (page) => selectTab(page.getByRole('tab', { name: 'For Students' })),
  },
  {
    name: 'a plan tab',
    path: '/piano',
    act: (page) => selectTab(page.getByRole('tab').nth(1)),
  },
  {
    name: 'the Contact Us modal',
    path: '/about-us',
    act: async (page) => {
      // On a phone the shortcuts sit behind one toggle: two taps, the longer counts.
      const aside = page.getByRole('complementary', { name: 'Contact shortcuts' });
      await aside.getByRole('button', { name: 'Contact options' }).click();
      await aside.getByRole('button', { name: 'Open the contact form' }).click();
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    },
  },
];

const app = await demoApp();
await app.listen({ port, host: '127.0.0.1' });
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  console.log(`Event Timing, 390 px, CPU 4x slower, ${runs} runs: median and worst interaction (ms)`);
  console.log('| interaction | page | median | worst |\n|---|---|---|---|');
  for (const interaction of INTERACTIONS) {
    const durations: number[] = [];
    for (let i = 0; i < runs; i++) durations.push(await measure(browser, interaction));
    durations.sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)] ?? Number.NaN;
    console.log(`| ${interaction.name} | ${interaction.path} | ${median} | ${durations.at(-1)} |`);
  }
} finally {
  await browser?.close();
  await app.close();
}

/**
 * Scrolls a tab into view as a thumb would, lets that frame pass, then taps the tab and waits
 * until it is the selected one. (A click alone scrolls and taps in one go, and the page's own
 * scroll handlers then count as the tap's input delay: no one taps what is off the screen.)
 */
async function selectTab(tab: Locator) {
  await tab.scrollIntoViewIfNeeded();
  await tab
    .page()
    .evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await tab.click();
  await tab
    .page()
    .waitForFunction((el) => el?.getAttribute('aria-selected') === 'true', await tab.elementHandle());
}

/** One interaction on a fresh page: the longest Event Timing entry it made. */
async function measure(browser: Browser, { path, act }: Interaction): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    await page.addInitScript(() => {
      const w = window as unknown as {
        __interactions: { entries: PerformanceEventTiming[]; observer: PerformanceObserver };
      };
      w.__interactions = {
        entries: [],
        observer: new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEventTiming[]) {
            if (entry.interactionId) w.__interactions.entries.push(entry);
          }
        }),
      };
      w.__interactions.observer.observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await page.goto(`${base}${path}`);
    // Hydrated: the header's sign-in state has resolved (as the browser tests wait).
    await page.waitForFunction(() => !document.documentElement.textContent?.includes('Loading...'));
    await act(page);
    // Event Timing queues an interaction once the frame it changed has been presented: two frames
    // on, the entries are there to take.
    const entries = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const { entries, observer } = (
        window as unknown as {
          __interactions: { entries: PerformanceEventTiming[]; observer: PerformanceObserver };
        }
      ).__interactions;
      // What was reported, and what is queued but not yet handed to the callback.
      for (const entry of observer.takeRecords() as PerformanceEventTiming[]) {
        if (entry.interactionId) entries.push(entry);
      }
      // INP's three parts: waiting for the main thread, the handlers, and the next paint.
      return entries.map((e) => ({
        name: e.name,
        duration: e.duration,
        delay: e.processingStart - e.startTime,
        handlers: e.processingEnd - e.processingStart,
      }));
    });
    const longest = entries.sort((a, b) => b.duration - a.duration)[0];
    if (process.env.BENCH_DETAILS && longest) {
      const { name, duration, delay, handlers } = longest;
      const paint = duration - delay - handlers;
      process.stderr.write(
        `${path} ${name}: ${duration} ms = input delay ${delay.toFixed(0)} + handlers ${handlers.toFixed(0)} + paint ${paint.toFixed(0)}\n`,
      );
    }
    // Under 16 ms nothing is reported: the interaction was faster than that.
    return Math.max(16, longest?.duration ?? 0);
  } finally {
    await page.close();
  }
}
