// `npm run bench:recording`: what recording a lesson costs, on loopback (inside a loopback-only
// network namespace, scripts/in-loopback.mjs). Teacher and student each in a browser of their
// own (fake camera; the violin-like stereo note as microphone), music mode on. For BENCH_SECONDS
// (10) without recording and then as long with it: the video frame rate each side receives
// (average and the lowest 1 s window; aim: never below 24 fps), the teacher browser's CPU time
// per second (all its processes, from /proc), and the upload lag: from a part's hand-over by
// MediaRecorder (the upload starts at once when nothing is queued) to the server's acknowledgement.
// Needs a build (npm run build; done here when missing).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { createDemoClass, ensureBuild, joinClass, lessonChromium, signedInPage } from '../demo-browser.ts';
import { startLiveServer } from '../live-test-server.ts';
import { signalFile } from '../music-signals.ts';

const port = Number(process.env.BENCH_PORT ?? 3334);
const base = `http://127.0.0.1:${port}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TICK = Number(
  spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim().replace(/^$/, '100'),
);

/** utime + stime (s) of a process and all its descendants. */
function treeCpuSeconds(rootPid: number): number {
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / TICK,
      });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += stats.get(pid)?.cpu ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) walk(child);
  };
  walk(rootPid);
  return total;
}

// Kept in the page: upload timings (start, acknowledgement) of each part.
const WATCH_UPLOADS = `(() => {
  window.__name = (f) => f;
  window.__uploads = [];
  const native = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('upload_class_recording')) return native(input, init);
    const start = performance.now();
    const res = await native(input, init);
    window.__uploads.push({ start, lag: performance.now() - start, ok: res.ok });
    return res;
  };
})();`;

async function launch(role: string) {
  const server = await chromium.launchServer(lessonChromium(signalFile('violin')));
  const browser = await chromium.connect(server.wsEndpoint());
  const pid = server.process().pid ?? 0;
  console.log(`bench:recording: ${role} browser pid ${pid}`);
  return { server, browser, pid };
}

/** Frames the remote video shows per second over `seconds`: average and the lowest 1 s window. */
const receivedFps = (page: Page, label: string, seconds: number) =>
  page.evaluate(
    ({ l, s }) =>
      new Promise<{ avg: number; min: number }>((resolve) => {
        const v = document.querySelector<HTMLVideoElement>(`video[aria-label="${l} video"]`);
        if (!v) return resolve({ avg: 0, min: 0 });
        const times: number[] = [];
        const start = performance.now();
        const tick = (now: number) => {
          times.push(now);
          if (now - start < s * 1000) v.requestVideoFrameCallback(tick);
          else {
            const perSecond = Array.from(
              { length: s },
              (_, i) => times.filter((t) => t >= start + i * 1000 && t < start + (i + 1) * 1000).length,
            );
            resolve({ avg: times.length / s, min: Math.min(...perSecond) });
          }
        };
        v.requestVideoFrameCallback(tick);
      }),
    { l: label, s: seconds },
  );

async function window_(teacher: Page, student: Page, teacherPid: number) {
  const cpu0 = treeCpuSeconds(teacherPid);
  const t0 = Date.now();
  const [t, s] = await Promise.all([
    receivedFps(teacher, 'Student', SECONDS),
    receivedFps(student, 'Teacher', SECONDS),
  ]);
  const cpu = (treeCpuSeconds(teacherPid) - cpu0) / ((Date.now() - t0) / 1000);
  return { teacherReceives: t, studentReceives: s, teacherCpuPerSecond: cpu };
}

ensureBuild('bench:recording');
const server = await startLiveServer(port, 'push');
const launched = [await launch('teacher'), await launch('student')];
try {
  const [tb, sb] = launched as [(typeof launched)[0], (typeof launched)[0]];
  const teacher = await signedInPage(tb.browser, base, 'teacher@example.com', { initScript: WATCH_UPLOADS });
  const student = await signedInPage(sb.browser, base, 'student@example.com', { initScript: WATCH_UPLOADS });
  const id = await createDemoClass(base, 'Bench Recording', '14:00');
  await joinClass(teacher, id);
  await joinClass(student, id);
  await teacher.getByRole('switch', { name: 'Music mode' }).click();
  await student.getByText('Music mode on').waitFor();
  await new Promise((r) => setTimeout(r, 2_000));
  const without = await window_(teacher, student, tb.pid);
  await teacher.getByRole('button', { name: 'Record' }).click();
  await teacher.getByRole('button', { name: 'Stop recording' }).waitFor();
  const withRec = await window_(teacher, student, tb.pid);
  await teacher.getByRole('button', { name: 'Stop recording' }).click();
  await teacher.getByRole('button', { name: 'Record' }).waitFor();
  const uploads = (await teacher.evaluate(
    () => (window as unknown as { __uploads: { lag: number; ok: boolean }[] }).__uploads,
  )) as { lag: number; ok: boolean }[];
  const lags = uploads.map((u) => u.lag).sort((a, b) => a - b);
  const pct = (p: number) =>
    lags.length ? Math.round(lags[Math.min(lags.length - 1, Math.floor(p * lags.length))] as number) : 0;
  const fps = (r: { avg: number; min: number }) => `${r.avg.toFixed(1)} (lowest 1 s: ${r.min})`;
  console.log(
    `\nRecording on loopback, music mode, ${SECONDS} s windows (machine load inflates every figure)`,
  );
  console.log('| | teacher receives fps | student receives fps | teacher browser CPU s/s |');
  console.log('|---|---|---|---|');
  for (const [name, w] of [
    ['without recording', without],
    ['recording', withRec],
  ] as const) {
    console.log(
      `| ${name} | ${fps(w.teacherReceives)} | ${fps(w.studentReceives)} | ${w.teacherCpuPerSecond.toFixed(2)} |`,
    );
  }
  console.log(
    `Upload lag (part handed over -> acknowledged): ${lags.length} parts, median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms, failed ${uploads.filter((u) => !u.ok).length}`,
  );
  console.log('Aim: no window below 24 fps on either side while recording.');
} finally {
  for (const l of launched) {
    await l.browser.close().catch(() => undefined);
    await l.server.close().catch(() => undefined);
  }
  server.kill('SIGTERM');
}
