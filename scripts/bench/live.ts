// `npm run bench:live`: the live class on loopback (run inside a loopback-only network
// namespace by scripts/in-loopback.mjs), median of 5:
//   - both joined (the student's click on Join Class, as the page received it) -> first remote
//     frame on both sides, with push (event stream) and with LIVE_TRANSPORT=poll (1 s polling);
//   - chat delivery time p50/p95 both ways (sender's POST -> shown in the other's chat);
//   - the meeting-status poll throughput (scripts/bench/live-poll.ts, when present).
// Needs a build (npm run build). Uses the demo teacher and student of a fresh memory database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from '../chromium-path.mjs';
import { ensureBuild, signedInPage } from '../demo-browser.ts';
import { startLiveServer } from '../live-test-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHATS = Number(process.env.BENCH_CHATS ?? 20);
const basePort = Number(process.env.BENCH_PORT ?? 3292);

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
}
const ms = (n: number) => `${Math.round(n)} ms`;

// tsx names the functions this script hands to page.evaluate with a helper the page lacks.
const NAME_HELPER = 'window.__name = (f) => f;';

async function classId(page: Page, name: string): Promise<number> {
  for (let id = 1; id <= 20; id++) {
    const body = await (
      await page.request.post('/api/check_class_access.php', { data: { class_id: id } })
    ).json();
    if (body?.data?.class?.batch_name === name) return id;
  }
  throw new Error(`no class ${name}`);
}

/** In the page: the local time of the first frame of the remote video. */
const firstRemoteFrame = (page: Page, label: string) =>
  page.evaluate(
    (l) =>
      new Promise<number>((resolve) => {
        const wait = () => {
          const v = document.querySelector<HTMLVideoElement>(`video[aria-label="${l} video"]`);
          if (!v?.srcObject) return setTimeout(wait, 5);
          v.requestVideoFrameCallback(() => resolve(Date.now()));
        };
        wait();
      }),
    label,
  );

async function join(page: Page, id: number) {
  await page.goto(`/live-class/${id}`);
  await page.getByRole('button', { name: 'Join Class' }).waitFor();
}

async function clickJoin(page: Page) {
  await page.getByRole('button', { name: 'Join Class' }).click();
  await page.getByRole('button', { name: 'Leave Class' }).waitFor();
}

/**
 * Clicks Join Class and answers when the page received the click (the event's own time, on
 * the machine's clock): Playwright's checks before it clicks are not the room's latency.
 */
async function clickJoinAt(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { joinClickedAt?: number };
    document.addEventListener(
      'click',
      (e) => {
        w.joinClickedAt = performance.timeOrigin + e.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await clickJoin(page);
  return page.evaluate(() => (window as unknown as { joinClickedAt: number }).joinClickedAt);
}

/** Teacher in the room, then the student joins: both joined -> first remote frame at both ends. */
async function joinOnce(browser: Browser, base: string, id: number) {
  const t = await signedInPage(browser, base, 'teacher@example.com', { initScript: NAME_HELPER });
  const s = await signedInPage(browser, base, 'student@example.com', { initScript: NAME_HELPER });
  try {
    await join(t, id);
    await clickJoin(t);
    await join(s, id);
    const teacherFrame = firstRemoteFrame(t, 'Student');
    teacherFrame.catch(() => {}); // awaited below; a failure before then must not go unhandled
    const t0 = await clickJoinAt(s);
    const [a, b] = await Promise.all([teacherFrame, firstRemoteFrame(s, 'Teacher')]);
    return { ms: Math.max(a, b) - t0, pages: [t, s] as [Page, Page] };
  } catch (err) {
    await Promise.all([t.context().close(), s.context().close()]).catch(() => {});
    throw err;
  }
}

/** RUNS joins, each failed one tried once more; the class is left open between runs. */
async function measureJoin(
  browser: Browser,
  base: string,
): Promise<{ joins: number[]; pages: [Page, Page]; id: number; retried: number }> {
  const joins: number[] = [];
  let pages: [Page, Page] | null = null;
  let retried = 0;
  const probe = await signedInPage(browser, base, 'teacher@example.com', { initScript: NAME_HELPER });
  const id = await classId(probe, 'Demo Piano Lesson');
  await probe.context().close();
  for (let run = 0; run < RUNS; run++) {
    const result = await joinOnce(browser, base, id).catch((err: Error) => {
      console.warn(`bench:live: join run ${run + 1} failed (${err.message.split('\n')[0]}); trying again`);
      retried += 1;
      return joinOnce(browser, base, id);
    });
    joins.push(result.ms);
    const [t, s] = result.pages;
    if (run === RUNS - 1) {
      pages = [t, s];
    } else {
      // Leaving the page records the leave (beacon); the next run joins the same class again.
      await Promise.all([t.goto('about:blank'), s.goto('about:blank')]);
      await t.context().close();
      await s.context().close();
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return { joins, pages: pages as [Page, Page], id, retried };
}

/** Sender's POST -> the message shown in the receiver's open chat. */
async function measureChat(from: Page, to: Page, id: number, tag: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CHATS; i++) {
    const text = `${tag}-${i}`;
    const shown = to.evaluate(
      (t) =>
        new Promise<number>((resolve) => {
          const seen = () =>
            [...document.querySelectorAll('[aria-label="Chat messages"] p')].some((p) => p.textContent === t);
          if (seen()) return resolve(Date.now());
          const obs = new MutationObserver(() => {
            if (seen()) {
              obs.disconnect();
              resolve(Date.now());
            }
          });
          obs.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      text,
    );
    const sentAt = await from.evaluate(
      async ({ t, classId }) => {
        const at = Date.now();
        await fetch('/api/class_chat_messages.php', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            action: 'send_message',
            class_id: classId,
            message_type: 'text',
            message_content: t,
          }),
        });
        return at;
      },
      { t: text, classId: id },
    );
    times.push((await shown) - sentAt);
    // Messages at random moments, not in step with the 2 s chat poll.
    await new Promise((r) => setTimeout(r, Math.random() * 1000));
  }
  return times;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: /^Chat/ }).click();
  await page.getByRole('dialog', { name: 'Live Chat' }).waitFor();
}

async function benchMode(browser: Browser, transport: 'push' | 'poll', port: number) {
  const server = await startLiveServer(port, transport);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { joins, pages, id, retried } = await measureJoin(browser, base);
    const [t, s] = pages;
    await openChat(t);
    await openChat(s);
    const toStudent = await measureChat(t, s, id, `${transport}-t2s`);
    const toTeacher = await measureChat(s, t, id, `${transport}-s2t`);
    await t.context().close();
    await s.context().close();
    return { joins, toStudent, toTeacher, retried };
  } finally {
    server.kill('SIGTERM');
  }
}

ensureBuild('bench:live');
const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
});
const results: Record<string, Awaited<ReturnType<typeof benchMode>>> = {};
try {
  results.push = await benchMode(browser, 'push', basePort);
  results.poll = await benchMode(browser, 'poll', basePort + 1);
} finally {
  await browser.close();
}

console.log(`\nLive class on loopback (${RUNS} joins, ${CHATS} chat messages each way per mode)`);
for (const [mode, r] of Object.entries(results)) {
  console.log(
    `  ${mode.padEnd(4)} both joined -> first remote frame: median ${ms(median(r.joins))} (runs: ${r.joins.map(ms).join(', ')}${r.retried ? `; ${r.retried} failed run(s) tried again` : ''})`,
  );
  console.log(
    `  ${mode.padEnd(4)} chat teacher -> student: p50 ${ms(quantile(r.toStudent, 0.5))}, p95 ${ms(quantile(r.toStudent, 0.95))}; student -> teacher: p50 ${ms(quantile(r.toTeacher, 0.5))}, p95 ${ms(quantile(r.toTeacher, 0.95))}`,
  );
}
const ratio = median(results.poll.joins) / median(results.push.joins);
console.log(
  `  push joins ${ratio.toFixed(1)}x faster than poll (aim: >= 3x, push <= 600 ms; chat p50 <= 100 ms)`,
);

const pollBench = path.join(root, 'scripts/bench/live-poll.ts');
if (existsSync(pollBench)) {
  console.log('\nMeeting-status poll throughput (scripts/bench/live-poll.ts)');
  spawnSync(process.execPath, ['--import', 'tsx', pollBench], { cwd: root, stdio: 'inherit' });
} else {
  console.log('\n(scripts/bench/live-poll.ts not present: poll throughput not measured)');
}
