// The room part of `npm run bench:pitch`: how soon a sung note reaches the other side's Pitch
// view. Teacher and student in browsers of their own on loopback (scripts/in-loopback.mjs), both
// fake microphones looping the sox-sung swaras (1.2 s notes, 0.3 s apart); the student sends
// their pitch. Each note's start, as each page shows it (its text turning from 'No pitch heard'
// to a note, which shows at once), on the one wall clock: the student's own view to the
// teacher's view of the student. Runs BENCH_ROOM_SECONDS (45). Needs a build (done when missing).
import { type Browser, chromium, type Page } from '@playwright/test';
import { createDemoClass, ensureBuild, joinClass, lessonChromium, signedInPage } from '../demo-browser.ts';
import { startLiveServer } from '../live-test-server.ts';
import { swaraJourneyFile } from '../pitch-signals.ts';

const port = Number(process.env.BENCH_PORT ?? 3337);
const base = `http://127.0.0.1:${port}`;
const SECONDS = Number(process.env.BENCH_ROOM_SECONDS ?? 45);

/** In the page: the wall-clock times a region's pitch text turned from none to a note. */
const WATCH = `(() => {
  window.__name = (f) => f;
  const starts = (window.__noteStarts = {});
  const last = new Map();
  new MutationObserver(() => {
    for (const p of document.querySelectorAll('[data-testid="pitch-now"]')) {
      const region = p.closest('section')?.querySelector('h3')?.textContent ?? '';
      const text = p.textContent ?? '';
      if (last.get(region) === 'No pitch heard' && text !== 'No pitch heard') (starts[region] ??= []).push(performance.timeOrigin + performance.now());
      last.set(region, text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

const noteStarts = (page: Page, region: string) =>
  page.evaluate(
    (r) => (window as unknown as { __noteStarts: Record<string, number[]> }).__noteStarts[r] ?? [],
    region,
  );

/** Each of the student's note starts matched to the teacher's first start after it (within 1 s). */
export async function benchRoomPitch(): Promise<number[] | string> {
  const wav = swaraJourneyFile();
  if (!wav) return 'skipped: sox is missing (no sung WAV for the fake microphones)';
  ensureBuild('bench:pitch');
  const server = await startLiveServer(port, 'push');
  const browsers: Browser[] = [];
  try {
    for (let i = 0; i < 2; i++) browsers.push(await chromium.launch(lessonChromium(wav)));
    const id = await createDemoClass(base, 'Bench pitch 15:00', '15:00');
    const [t, s] = await Promise.all([
      signedInPage(browsers[0] as Browser, base, 'teacher@example.com', { initScript: WATCH }),
      signedInPage(browsers[1] as Browser, base, 'student@example.com', { initScript: WATCH }),
    ]);
    await joinClass(t, id);
    await joinClass(s, id);
    for (const p of [t, s]) await p.getByRole('button', { name: 'Chat' }).waitFor({ timeout: 60_000 });
    await s.getByRole('button', { name: 'Pitch', exact: true }).click();
    await s.getByRole('button', { name: 'Send my pitch' }).click();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const sent = await noteStarts(s, 'Your pitch');
    const shown = await noteStarts(t, 'The student’s pitch');
    const gaps: number[] = [];
    for (const at of sent.slice(1)) {
      const there = shown.find((x) => x >= at - 50 && x - at < 1_000);
      if (there !== undefined) gaps.push(there - at);
    }
    return gaps.length > 0
      ? gaps
      : `no note reached the teacher (${sent.length} sent, ${shown.length} shown)`;
  } finally {
    await Promise.all(browsers.map((b) => b.close()));
    server.kill('SIGTERM');
  }
}
