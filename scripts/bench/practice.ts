// `npm run bench:practice`: how closely the two sides' metronome beats agree in wall-clock time.
// Two browsers (teacher and student) on loopback (inside a loopback-only network namespace,
// scripts/in-loopback.mjs); the teacher starts Teentaal at 240 beats a minute and each page
// reports the wall-clock time of every beat it scheduled in Web Audio. Over BENCH_BEATS (100)
// beats heard by both: median and p95 of the gap between the two pages' times of the same beat,
//  - with the server clock estimate (the beats on the shared time line),
//  - the same with the student's clock 400 ms slow,
//  - without it: each side starts when the message arrives (as two separate apps would).
// Needs a build (npm run build; done here when missing).
import { type Browser, chromium, type Page } from '@playwright/test';
import { createDemoClass, ensureBuild, joinClass, lessonChromium, signedInPage } from '../demo-browser.ts';
import { startLiveServer } from '../live-test-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3334);
const base = `http://127.0.0.1:${port}`;
const BEATS = Number(process.env.BENCH_BEATS ?? 100);
const BPM = 240;

type Mode = { name: string; sync: 'server' | 'arrival'; studentSkewMs: number; time: string };
const MODES: Mode[] = [
  { name: 'with the server clock estimate', sync: 'server', studentSkewMs: 0, time: '14:00' },
  { name: "with it, the student's clock 400 ms slow", sync: 'server', studentSkewMs: -400, time: '15:00' },
  { name: 'without it (each side starts on arrival)', sync: 'arrival', studentSkewMs: 0, time: '16:00' },
];

const initScript = (sync: string, skew: number) => `(() => {
  window.__name = (f) => f;
  window.__practiceSync = ${JSON.stringify(sync)};
  const real = Date.now.bind(Date);
  Date.now = () => real() + ${skew};
})();`;

type Beat = { beat: number; wallMs: number };
const beatsOf = (page: Page): Promise<Beat[]> =>
  page.evaluate(() =>
    (window as unknown as { __practice: { beats(): Beat[] } }).__practice
      .beats()
      .map((b) => ({ beat: b.beat, wallMs: b.wallMs })),
  );

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};

async function benchMode(t: Browser, s: Browser, mode: Mode): Promise<number[]> {
  const id = await createDemoClass(base, `Bench practice ${mode.time}`, mode.time);
  const tp = await signedInPage(t, base, 'teacher@example.com', { initScript: initScript(mode.sync, 0) });
  const sp = await signedInPage(s, base, 'student@example.com', {
    initScript: initScript(mode.sync, mode.studentSkewMs),
  });
  try {
    await joinClass(tp, id);
    await joinClass(sp, id);
    // Give the clock estimate its first round trips, as a class in progress would have.
    await tp.waitForTimeout(1_500);
    const start = await tp.request.post('/api/set_practice_tools.php', {
      data: { class_id: id, metronome: { on: true, bpm: BPM, tala: 'teentaal' } },
    });
    if (!start.ok()) throw new Error(`start: ${start.status()}`);
    const deadline = Date.now() + ((BEATS + 20) * 60_000) / BPM + 10_000;
    for (;;) {
      const [a, b] = [await beatsOf(tp), await beatsOf(sp)];
      const times = new Map(a.map((x) => [x.beat, x.wallMs]));
      const gaps = b.flatMap((y) => {
        const x = times.get(y.beat);
        return x === undefined ? [] : [Math.abs(x - y.wallMs)];
      });
      if (gaps.length >= BEATS) return gaps.slice(0, BEATS);
      if (Date.now() > deadline) throw new Error(`only ${gaps.length} beats heard by both`);
      await tp.waitForTimeout(1_000);
    }
  } finally {
    await tp.request
      .post('/api/set_practice_tools.php', { data: { class_id: id, metronome: { on: false } } })
      .catch(() => {});
    await Promise.all([tp.context().close(), sp.context().close()]);
  }
}

ensureBuild('bench:practice');
const launch = () => chromium.launch(lessonChromium());
// A loaded machine can take longer than startLiveServer's minute to start a server: try again.
const server = await startLiveServer(port, 'push').catch(() => startLiveServer(port, 'push'));
const [tb, sb] = await Promise.all([launch(), launch()]);
const results: [Mode, number[]][] = [];
try {
  for (const mode of MODES) {
    results.push([mode, await benchMode(tb, sb, mode)]);
    console.log(`bench:practice: ${mode.name} done`);
  }
} finally {
  await Promise.all([tb.close(), sb.close()]);
  server.kill('SIGTERM');
}

console.log(`\nMetronome beats, teacher vs student page, wall clock (${BEATS} beats at ${BPM} a minute)`);
console.log('| | median gap | p95 gap | largest |');
console.log('|---|---|---|---|');
for (const [mode, gaps] of results) {
  console.log(
    `| ${mode.name} | ${quantile(gaps, 0.5).toFixed(1)} ms | ${quantile(gaps, 0.95).toFixed(1)} ms | ${Math.max(...gaps).toFixed(1)} ms |`,
  );
}
console.log('Aim: p95 <= 20 ms with the estimate.');
