// `npm run bench:practice-room`: how steadily the practice room's metronome keeps time against
// the audio clock, on the page alone (/practice, no class, no server clock). The student's page
// starts the metronome (Teentaal at BENCH_BPM, 80); the sound on its way to the speakers also
// goes through an AudioWorklet that notes the audio frame where each click begins. Each click's
// drift is its onset against the ideal grid (the first click plus whole beat periods), over
// BENCH_MINUTES (10) with the tab visible, then as long with the tab hidden.
//
// Headless Chromium never hides a tab, so "hidden" is emulated as Chromium treats a background
// tab: document.visibilityState 'hidden' with its visibilitychange, and the page's timers run at
// most once a second (a tab playing sound is spared the harsher once-a-minute throttling). A
// click handed over too late is skipped, so a missing beat counts apart from the drift.
// Needs a build (npm run build; done here when missing).
import { type Browser, chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD, ensureBuild, lessonChromium } from '../demo-browser.ts';
import { startLiveServer } from '../live-test-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3336);
const base = `http://127.0.0.1:${port}`;
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const BPM = Number(process.env.BENCH_BPM ?? 80);

/** The click detector: a frame louder than 0.02 after 30 ms of quiet starts a click. */
const WORKLET = `
class Onsets extends AudioWorkletProcessor {
  constructor() { super(); this.quiet = 1e9; }
  process(inputs) {
    const ch = inputs[0] && inputs[0][0];
    if (!ch) { this.quiet += 128; return true; }
    for (let i = 0; i < ch.length; i++) {
      const loud = Math.abs(ch[i]) > 0.02;
      if (loud && this.quiet > 0.03 * sampleRate) this.port.postMessage((currentFrame + i) / sampleRate);
      this.quiet = loud ? 0 : this.quiet + 1;
    }
    return true;
  }
}
registerProcessor('onsets', Onsets);
`;

/**
 * In the page before its code: every AudioContext's destination is a tap that passes the sound
 * on and feeds the detector (onsets in `__onsets`, context seconds); `__benchHide(true)` makes
 * the tab hidden as Chromium would.
 */
const INIT = `(() => {
  window.__onsets = [];
  const workletUrl = URL.createObjectURL(new Blob([${JSON.stringify(WORKLET)}], { type: 'text/javascript' }));
  const Native = window.AudioContext;
  window.AudioContext = class extends Native {
    constructor(options) {
      super(options);
      const out = super.destination;
      const tap = this.createGain();
      tap.connect(out);
      Object.defineProperty(this, 'destination', { get: () => tap });
      this.audioWorklet.addModule(workletUrl).then(() => {
        const node = new AudioWorkletNode(this, 'onsets');
        node.port.onmessage = (e) => window.__onsets.push(e.data);
        const mute = this.createGain();
        mute.gain.value = 0;
        tap.connect(node).connect(mute).connect(out);
      });
    }
  };
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { get: () => hidden });
  const nativeInterval = window.setInterval.bind(window);
  window.setInterval = (fn, ms, ...args) => {
    let last = 0;
    return nativeInterval(() => {
      const now = performance.now();
      if (hidden && now - last < 1000) return;
      last = now;
      fn(...args);
    }, ms);
  };
  window.__benchHide = (h) => {
    hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  };
})();`;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

type Result = { name: string; expected: number; heard: number; drifts: number[]; endDrift: number };

async function openRoom(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, bypassCSP: true });
  await context.addInitScript(INIT);
  const res = await context.request.post('/api/auth/login', {
    data: { email: 'student@example.com', password: DEMO_PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign in: ${res.status()}`);
  const page = await context.newPage();
  await page.goto('/practice');
  await page.getByLabel('Tempo', { exact: true }).fill(String(BPM));
  await page.getByLabel('Tala').selectOption('teentaal');
  return page;
}

async function run(page: Page, name: string, hidden: boolean): Promise<Result> {
  await page.evaluate(() => {
    (window as unknown as { __onsets: number[] }).__onsets.length = 0;
  });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  if (hidden)
    await page.evaluate(() => (window as unknown as { __benchHide(h: boolean): void }).__benchHide(true));
  await page.waitForTimeout(MINUTES * 60_000);
  if (hidden)
    await page.evaluate(() => (window as unknown as { __benchHide(h: boolean): void }).__benchHide(false));
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const onsets = await page.evaluate(() => [...(window as unknown as { __onsets: number[] }).__onsets]);
  if (onsets.length < 2) throw new Error(`${name}: only ${onsets.length} clicks heard`);
  const period = 60 / BPM;
  const first = onsets[0] as number;
  const last = onsets.at(-1) as number;
  const drifts = onsets.map((t) => {
    const n = Math.round((t - first) / period);
    return (t - (first + n * period)) * 1000;
  });
  return {
    name,
    expected: Math.round((last - first) / period) + 1,
    heard: onsets.length,
    drifts,
    endDrift: drifts.at(-1) as number,
  };
}

ensureBuild('bench:practice-room');
const server = await startLiveServer(port, 'push').catch(() => startLiveServer(port, 'push'));
const browser = await chromium.launch(lessonChromium());
const results: Result[] = [];
try {
  const page = await openRoom(browser);
  results.push(await run(page, 'tab visible', false));
  console.log('bench:practice-room: visible done');
  results.push(await run(page, 'tab hidden (timers once a second)', true));
  console.log('bench:practice-room: hidden done');
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

console.log(
  `\nPractice room metronome against the audio clock: Teentaal at ${BPM}, ${MINUTES} min each, click onsets vs the ideal grid`,
);
console.log('| | clicks heard / due | median drift | p95 drift | largest | drift at the end |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  const abs = r.drifts.map(Math.abs);
  console.log(
    `| ${r.name} | ${r.heard} / ${r.expected} | ${quantile(abs, 0.5).toFixed(3)} ms | ${quantile(abs, 0.95).toFixed(3)} ms | ${Math.max(...abs).toFixed(3)} ms | ${r.endDrift.toFixed(3)} ms |`,
  );
}
console.log('Aim: under 1 ms, no click missing.');
