// `npm run bench:score`: how soon the shared score's changes reach the other side. Two browsers
// (teacher and student) on loopback (inside a loopback-only network namespace,
// scripts/in-loopback.mjs), both in the room with a 3-page PDF open:
//  - page turns: BENCH_TURNS (40) turns, by each side in turn, from the click to the other page
//    showing the new 'Page n of 3';
//  - strokes: BENCH_STROKES (40) pen strokes, by each side in turn, each drawn over about 200 ms:
//    from the pen going down to the stroke appearing on the other side (it is sent while drawn),
//    and from the pen lifting to the other side showing it stored.
// The clocks are one (both browsers and this script on one machine). Needs a build (done here when missing).
import { type Browser, chromium, type Page } from '@playwright/test';
import { numberedPdf } from '../../server/test/numbered-pdf.ts';
import { createDemoClass, ensureBuild, joinClass, lessonChromium, signedInPage } from '../demo-browser.ts';
import { startLiveServer } from '../live-test-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3335);
const base = `http://127.0.0.1:${port}`;
const TURNS = Number(process.env.BENCH_TURNS ?? 40);
const STROKES = Number(process.env.BENCH_STROKES ?? 40);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};

/** In the page: the wall-clock time each 'Page n of m' text and each mark ('key drawing' or 'key done') first showed. */
const WATCH = `(() => {
  window.__name = (f) => f;
  const seen = (window.__seen = new Map());
  const note = (k) => { if (!seen.has(k)) seen.set(k, Date.now()); };
  new MutationObserver(() => {
    for (const p of document.querySelectorAll('[aria-live="polite"]')) {
      if (/^Page \\d+ of \\d+$/.test(p.textContent ?? '')) note(p.textContent + ' #' + window.__turn);
    }
    for (const m of document.querySelectorAll('[data-testid="score-layer"] [data-key]')) {
      note(m.getAttribute('data-key') + (m.getAttribute('data-drawing') === 'true' ? ' drawing' : ' done'));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

const seenAt = (page: Page, key: string, timeoutMs = 10_000) =>
  page
    .waitForFunction(
      (k) => (window as unknown as { __seen: Map<string, number> }).__seen.get(k) ?? null,
      key,
      { timeout: timeoutMs, polling: 10 },
    )
    .then((h) => h.jsonValue() as Promise<number>);

/** Turns by each side in turn; the time from the click to the other side's new page number. */
async function benchTurns(pages: [Page, Page]): Promise<number[]> {
  const gaps: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    const [by, other] = i % 2 === 0 ? pages : [pages[1], pages[0]];
    const current = Number(
      /Page (\d+)/.exec((await by.getByText(/^Page \d of 3$/).textContent()) ?? '')?.[1],
    );
    const next = current >= 3 ? current - 1 : current + 1;
    await other.evaluate((n) => ((window as unknown as { __turn: number }).__turn = n), i);
    const clicked = Date.now();
    await by.getByRole('button', { name: next > current ? 'Next page' : 'Previous page' }).click();
    gaps.push((await seenAt(other, `Page ${next} of 3 #${i}`)) - clicked);
  }
  return gaps;
}

/** Strokes by each side in turn: pen down to the other side drawing it, pen up to it stored there. */
async function benchStrokes(pages: [Page, Page]): Promise<{ start: number[]; end: number[] }> {
  const start: number[] = [];
  const end: number[] = [];
  for (const p of pages) {
    // The whole page on screen, so every stroke lands on it.
    await p.getByRole('button', { name: 'Fit to height' }).click();
    await p.getByRole('button', { name: 'Pen', exact: true }).click();
  }
  for (let i = 0; i < STROKES; i++) {
    const [by, other] = i % 2 === 0 ? pages : [pages[1], pages[0]];
    const box = await by.getByTestId('score-layer').boundingBox();
    if (!box) throw new Error('no mark layer');
    const y = box.y + box.height * (0.1 + (0.8 * i) / STROKES);
    const before = await by.locator('[data-testid="score-layer"] [data-key]').count();
    await by.mouse.move(box.x + box.width * 0.2, y);
    const down = Date.now();
    await by.mouse.down();
    const key = await by
      .locator('[data-testid="score-layer"] [data-key]')
      .nth(before)
      .getAttribute('data-key');
    for (let step = 1; step <= 10; step++) {
      await by.mouse.move(box.x + box.width * (0.2 + step * 0.05), y + step);
      await by.waitForTimeout(20);
    }
    const up = Date.now();
    await by.mouse.up();
    start.push((await seenAt(other, `${key} drawing`)) - down);
    end.push((await seenAt(other, `${key} done`)) - up);
  }
  return { start, end };
}

ensureBuild('bench:score');
const launch = () => chromium.launch(lessonChromium());
const server = await startLiveServer(port, 'push').catch(() => startLiveServer(port, 'push'));
const browsers: Browser[] = await Promise.all([launch(), launch()]);
let turns: number[] = [];
let strokes = { start: [] as number[], end: [] as number[] };
try {
  const id = await createDemoClass(base, 'Bench score 14:00', '14:00');
  const [t, s] = await Promise.all([
    signedInPage(browsers[0] as Browser, base, 'teacher@example.com', { initScript: WATCH }),
    signedInPage(browsers[1] as Browser, base, 'student@example.com', { initScript: WATCH }),
  ]);
  await joinClass(t, id);
  await joinClass(s, id);
  await t.getByRole('button', { name: 'Score', exact: true }).click();
  await t.getByLabel('Score file').setInputFiles({
    name: 'Bench.pdf',
    mimeType: 'application/pdf',
    buffer: await numberedPdf(3),
  });
  for (const p of [t, s]) await p.getByRole('img', { name: 'Bench.pdf, page 1 of 3' }).waitFor();
  turns = await benchTurns([t, s]);
  console.log('bench:score: page turns done');
  strokes = await benchStrokes([t, s]);
  console.log('bench:score: strokes done');
} finally {
  await Promise.all(browsers.map((b) => b.close()));
  server.kill('SIGTERM');
}

const row = (name: string, xs: number[]) =>
  console.log(
    `| ${name} | ${xs.length} | ${quantile(xs, 0.5).toFixed(0)} ms | ${quantile(xs, 0.95).toFixed(0)} ms | ${Math.max(...xs).toFixed(0)} ms |`,
  );
console.log('\nThe shared score on loopback, from one side to the other (each side in turn)');
console.log('| | samples | p50 | p95 | largest |');
console.log('|---|---|---|---|---|');
row('page turn: click to the new page number', turns);
row('stroke: pen down to the stroke growing there', strokes.start);
row('stroke: pen up to the stored mark there', strokes.end);
console.log('Aim: p95 under 300 ms.');
