// `npm run bench:keyboard`: how soon a key played on the student's MIDI keyboard shows on the
// teacher's shared keyboard. Teacher and student in browsers of their own on loopback
// (scripts/in-loopback.mjs); the student's keyboard is the fake Web MIDI input of the live journey
// (scripts/fake-midi.ts), played BENCH_NOTES (60) times, a key down then up, 150 ms apart. Each
// change from the moment the fake input hands it to the page to the teacher's text of the keys
// held showing it, on the one wall clock: p50, p95, max; and the channel message's size.
// Needs a build (done when missing).
import { type Browser, chromium, type Page } from '@playwright/test';
import { keyboardEventMessage } from '../../client/features/live-class/rtc/keyboard-message.ts';
import { createDemoClass, ensureBuild, joinClass, lessonChromium, signedInPage } from '../demo-browser.ts';
import { fakeMidiScript } from '../fake-midi.ts';
import { startLiveServer } from '../live-test-server.ts';
import { percentile } from './bench-database.ts';

const port = Number(process.env.BENCH_PORT ?? 3339);
const base = `http://127.0.0.1:${port}`;
const NOTES = Number(process.env.BENCH_NOTES ?? 60);
const GAP_MS = 150;

/** In the teacher's page: the wall-clock time each text of the student's keys first showed. */
const WATCH = `(() => {
  window.__name = (f) => f;
  const shown = (window.__keysShown = []);
  let last = '';
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="keys-held"]')?.textContent ?? '';
    if (text !== last) shown.push({ text, at: performance.timeOrigin + performance.now() });
    last = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

const NAME_HELPER = 'window.__name = (f) => f;';

/** Plays a key down or up on the student's fake keyboard; resolves with the wall-clock time it was handed over. */
const play = (page: Page, bytes: number[]) =>
  page.evaluate((b) => {
    const at = performance.timeOrigin + performance.now();
    (window as unknown as { fakeMidiPlay(bytes: number[]): boolean }).fakeMidiPlay(b);
    return at;
  }, bytes);

ensureBuild('bench:keyboard');
const server = await startLiveServer(port, 'push');
const browsers: Browser[] = [];
try {
  for (let i = 0; i < 2; i++) browsers.push(await chromium.launch(lessonChromium()));
  const id = await createDemoClass(base, 'Bench keyboard 16:00', '16:00');
  const [t, s] = await Promise.all([
    signedInPage(browsers[0] as Browser, base, 'teacher@example.com', { initScript: WATCH }),
    signedInPage(browsers[1] as Browser, base, 'student@example.com', {
      initScript: NAME_HELPER + fakeMidiScript(),
    }),
  ]);
  await joinClass(t, id);
  await joinClass(s, id);
  for (const p of [t, s]) await p.getByRole('button', { name: 'Chat' }).waitFor({ timeout: 60_000 });
  for (const p of [t, s]) await p.getByRole('button', { name: 'Keyboard', exact: true }).click();
  await s.getByRole('button', { name: 'Share my MIDI keyboard' }).click();
  await t.getByText('No keys held.').waitFor({ timeout: 30_000 });

  const played: { text: string; at: number }[] = [];
  for (let i = 0; i < NOTES; i++) {
    const note = 36 + (i % 48);
    played.push({ text: '(velocity 100)', at: await play(s, [0x90, note, 100]) });
    await new Promise((r) => setTimeout(r, GAP_MS));
    played.push({ text: 'No keys held.', at: await play(s, [0x80, note, 0]) });
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  const shown = await t.evaluate(
    () => (window as unknown as { __keysShown: { text: string; at: number }[] }).__keysShown,
  );
  // Each change matched to the teacher's first text after it that shows it (a key held, or none).
  const gaps: number[] = [];
  for (const p of played) {
    const there = shown.find((x) => x.at >= p.at - 5 && x.text.includes(p.text));
    if (there) gaps.push(there.at - p.at);
  }
  gaps.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `bench:keyboard: ${gaps.length} of ${played.length} key changes reached the teacher's keyboard; ` +
      `played to shown p50 ${ms(percentile(gaps, 50))}, p95 ${ms(percentile(gaps, 95))}, max ${ms(gaps.at(-1) ?? Number.NaN)}`,
  );
  const message = keyboardEventMessage({ type: 'note', note: 60, velocity: 100, at: 123_456.7 }, () => ({
    held: [],
    pedal: false,
  }));
  console.log(`bench:keyboard: a key's message is ${message.length} bytes on the channel (${message})`);
} finally {
  await Promise.all(browsers.map((b) => b.close()));
  server.kill('SIGTERM');
}
