// `npm run bench:network` (root, outside in-loopback: it makes its own network namespaces): the
// teacher's and the student's Chromium each in a namespace of their own, routed through the
// server's (scripts/netns-lab.ts), median of BENCH_RUNS (3):
//   - time to the first remote frame on both sides after both joined, direct and through TURN;
//   - the student's link cut for 8 s: from the link's return to the first new remote frame on
//     both sides, direct and through TURN (ICE_TRANSPORT_POLICY=relay, Debian's coturn);
//   - through TURN, coturn restarted (every allocation lost): from coturn taking connections again
//     to the first remote frame after the pause on both sides.
// Needs a build (npm run build), coturn (node scripts/ensure-coturn.mjs) and root.
import type { ChildProcess } from 'node:child_process';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from '../chromium-path.mjs';
import { hasCoturn, startCoturn } from '../coturn.ts';
import { createNetnsLab, netnsUnavailable, startLabServer } from '../netns-lab.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const SECRET = 'bench-network-secret-0123456789';
const CUT_MS = 8_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Every frame of the remote video, by the page's clock (the same machine's as ours).
const WATCH_FRAMES = `(() => {
  window.__frames = [];
  let watched = null;
  const watch = () => {
    const v = document.querySelector('video[aria-label="Teacher video"], video[aria-label="Student video"]');
    if (v && v !== watched) {
      watched = v;
      const each = () => { window.__frames.push(Date.now()); if (window.__frames.length > 5000) window.__frames.shift(); v.requestVideoFrameCallback(each); };
      v.requestVideoFrameCallback(each);
    }
    setTimeout(watch, 50);
  };
  addEventListener('DOMContentLoaded', watch);
})();`;

/** Polls `expr` in the page until it gives a number (the time of a frame), failing after a minute. */
const frameBy = async (page: Page, expr: string, failure: string): Promise<number> => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const at = await page.evaluate(expr);
    if (typeof at === 'number') return at;
    await sleep(50);
  }
  throw new Error(failure);
};

const firstFrameAfter = (page: Page, t: number) =>
  frameBy(page, `(window.__frames || []).find((f) => f > ${t}) ?? null`, 'no new remote frame');

/** The first remote frame after `t` that ends a pause of more than half a second: the outage's end. */
const frameAfterPause = (page: Page, t: number) =>
  frameBy(
    page,
    `(() => { const f = window.__frames || []; for (let i = 1; i < f.length; i++) if (f[i] > ${t} && f[i] - f[i - 1] > 500) return f[i]; return null; })()`,
    'no remote frame after the pause',
  );

async function main() {
  const why = netnsUnavailable() ?? (hasCoturn() ? null : 'coturn is not installed');
  if (why) {
    console.log(`bench:network skipped: ${why}`);
    return;
  }
  const lab = createNetnsLab();
  const exec = ['ip', 'netns', 'exec', lab.server];
  const servers: ChildProcess[] = [];
  const browsers: Browser[] = [];
  const startTurn = () => startCoturn(PORT + 2, SECRET, { listenIp: lab.serverIp, exec });
  let coturn = await startTurn();
  try {
    await startLabServer(lab, PORT, {}, servers);
    await startLabServer(
      lab,
      PORT + 1,
      {
        TURN_URLS: `turn:${lab.serverIp}:${PORT + 2}?transport=udp`,
        TURN_SECRET: SECRET,
        ICE_TRANSPORT_POLICY: 'relay',
      },
      servers,
    );
    const origins = [PORT, PORT + 1].map((p) => `http://${lab.serverIp}:${p}`).join(',');
    for (const ns of [lab.teacher, lab.student])
      browsers.push(
        await chromium.launch({
          executablePath: lab.chromium(ns, chromiumPath() as string),
          args: [
            ...CHROMIUM_ARGS,
            ...FAKE_MEDIA_ARGS,
            `--unsafely-treat-insecure-origin-as-secure=${origins}`,
          ],
        }),
      );
    const enter = async (browser: Browser, base: string, email: string) => {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      await context.addInitScript(WATCH_FRAMES);
      const page = await context.newPage();
      await page.goto('/no-such-page'); // a page of the site: its policy lets the page call the API
      await page.evaluate(
        `fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: '${email}', password: 'demo-password' }) })`,
      );
      const id = await page.evaluate(
        `fetch('/api/my_classes').then((r) => r.json()).then((b) => b.Today.find((c) => c.batch_name === 'Demo Piano Lesson').id)`,
      );
      await page.goto(`/live-class/${id}`);
      return page;
    };
    const results: Record<string, { first: number[]; recovery: number[]; restart: number[] }> = {};
    for (const [mode, port] of [
      ['direct', PORT],
      ['TURN', PORT + 1],
    ] as const) {
      results[mode] = { first: [], recovery: [], restart: [] };
      for (let run = 0; run < RUNS; run++) {
        const base = `http://${lab.serverIp}:${port}`;
        const [tb, sb] = browsers as [Browser, Browser];
        const t = await enter(tb, base, 'teacher@example.com');
        const s = await enter(sb, base, 'student@example.com');
        await t.getByRole('button', { name: 'Join Class' }).click();
        await t.getByRole('button', { name: 'Leave Class' }).waitFor();
        const joined = Date.now();
        await s.getByRole('button', { name: 'Join Class' }).click();
        const first = Math.max(await firstFrameAfter(t, joined), await firstFrameAfter(s, joined)) - joined;
        await sleep(3_000);
        lab.run(lab.server, 'ip', 'link', 'set', lab.studentLink, 'down');
        await sleep(CUT_MS);
        lab.run(lab.server, 'ip', 'link', 'set', lab.studentLink, 'up');
        const back = Date.now();
        const recovery = Math.max(await firstFrameAfter(t, back), await firstFrameAfter(s, back)) - back;
        results[mode].first.push(first);
        results[mode].recovery.push(recovery);
        let restart = '';
        if (mode === 'TURN') {
          await sleep(3_000);
          const stopped = Date.now();
          await coturn.stop();
          coturn = await startTurn();
          const up = Date.now();
          const back = Math.max(await frameAfterPause(t, stopped), await frameAfterPause(s, stopped)) - up;
          results[mode].restart.push(back);
          restart = `, back after coturn restarted ${back} ms`;
        }
        console.log(
          `${mode} run ${run + 1}: first remote frame ${first} ms, back after the cut ${recovery} ms${restart}`,
        );
        await t.context().close();
        await s.context().close();
        await sleep(2_000);
      }
    }
    console.log(`\nmedian of ${RUNS} (student's link cut for ${CUT_MS / 1000} s):`);
    for (const [mode, r] of Object.entries(results))
      console.log(
        `  ${mode.padEnd(6)} first remote frame ${median(r.first)} ms; link back -> new frame on both sides ${median(r.recovery)} ms${r.restart.length ? `; coturn restarted -> new frame on both sides ${median(r.restart)} ms` : ''}`,
      );
  } finally {
    for (const b of browsers) await b.close().catch(() => {});
    for (const s of servers) s.kill('SIGKILL');
    await coturn.stop();
    lab.destroy();
  }
}

await main();
