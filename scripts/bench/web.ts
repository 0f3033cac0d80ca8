// `npm run bench:web [route ...]`: Lighthouse (mobile, simulated throttling) on every public
// route, the 404 page and a blank page served by the same server, in one run, each BENCH_RUNS
// times (default 3, median). Prints per route the performance score, FCP, LCP, TBT, CLS, the
// other three category scores and performance as a ratio to the blank page's.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { SITE_PAGES } from '../../common/site-pages.ts';
import { chromiumPath } from '../chromium-path.mjs';
import { demoApp } from './demo-app.ts';

const port = Number(process.env.BENCH_PORT ?? 3291);
const debugPort = port + 1000;
// localhost, not 127.0.0.1: the pages' canonical addresses are on localhost by default.
const base = `http://localhost:${port}`;
const BLANK = '/__bench-blank';
const NOT_FOUND = '/no-such-page';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...SITE_PAGES.map((p) => p.path), NOT_FOUND];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
const runsPerPage = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

// The reference page: as little as a page can be, with what the SEO audits look for.
const BLANK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="description" content="A blank page, the benchmark's reference."></head>
<body><h1>Blank</h1></body></html>`;

const app = await demoApp();
// Only this benchmark's server has the blank page; it shares the product's plugins and headers.
app.get(BLANK, { schema: { hide: true } }, (_req, reply) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(BLANK_HTML),
);
await app.listen({ port, host: '127.0.0.1' });

const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
let chrome: ChildProcess | null = null;
try {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium found (set CHROME_PATH)');
  chrome = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);

  // Per route, its runs: the four category scores then the four metrics (ms; CLS unitless).
  const results: { route: string; runs: number[][] }[] = [];
  // The blank page is measured first and last; every page BENCH_RUNS times (median), as
  // other work on the machine moves single runs.
  for (const route of [BLANK, ...routes, BLANK]) {
    const runs: number[][] = [];
    for (let i = 0; i < runsPerPage; i++) runs.push(await audit(route));
    const earlier = results.find((r) => r.route === route);
    if (earlier) earlier.runs.push(...runs);
    else results.push({ route, runs });
  }
  process.stderr.write('\n');

  const medians = (runs: number[][]) =>
    Array.from({ length: CATEGORIES.length + METRICS.length }, (_, i) =>
      median(runs.map((r) => r[i] ?? Number.NaN)),
    );
  const blankPerformance = medians(results[0]?.runs ?? [])[0] ?? Number.NaN;
  const head = ['route', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y', 'best-pr', 'seo', 'perf/blank'];
  console.log(
    `Lighthouse 12 mobile, median of ${runsPerPage} (the blank page: of ${2 * runsPerPage}, first and last)`,
  );
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const { route, runs } of results) {
    const [perf, a11y, bp, seo, fcp, lcp, tbt, cls] = medians(runs).map((v) => v ?? Number.NaN) as number[];
    const cells = [
      route === BLANK ? '(blank page)' : route === NOT_FOUND ? `${route} (404)` : route,
      perf.toFixed(2),
      `${(fcp / 1000).toFixed(1)} s`,
      `${(lcp / 1000).toFixed(1)} s`,
      `${Math.round(tbt)} ms`,
      cls.toFixed(3),
      a11y.toFixed(2),
      bp.toFixed(2),
      seo.toFixed(2),
      (perf / blankPerformance).toFixed(2),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
} finally {
  if (chrome && chrome.exitCode === null) {
    const exited = new Promise((resolve) => chrome?.once('exit', resolve));
    chrome.kill();
    await exited;
  }
  await app.close();
  // Chromium's helper processes can still be writing to the profile as the browser exits.
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}

/** One Lighthouse run's four scores and four metrics; a failed run (timeout, no paint) is tried once more. */
async function audit(route: string, attempt = 1): Promise<number[]> {
  const run = await lighthouse(
    `${base}${route}`,
    { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    // The full-page screenshot is not scored; leaving it out saves time on a shared machine.
    // The 404 page answers 404 by design; Lighthouse audits it all the same.
    { extends: 'lighthouse:default', settings: { disableFullPageScreenshot: true, ignoreStatusCode: true } },
  );
  const lhr = run?.lhr;
  if (lhr?.runtimeError && attempt < 2) {
    process.stderr.write(`${route}: ${lhr.runtimeError.code}, trying again\n`);
    return audit(route, attempt + 1);
  }
  if (process.env.BENCH_DETAILS && lhr) printDetails(route, lhr, run.artifacts.Trace);
  else process.stderr.write('.');
  return [
    ...CATEGORIES.map((c) => lhr?.categories[c]?.score ?? Number.NaN),
    ...METRICS.map((m) => lhr?.audits[m]?.numericValue ?? Number.NaN),
  ];
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Trace = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['artifacts']['Trace'];

/**
 * BENCH_DETAILS=1: the metrics, every audit that lost points, the long tasks as Lighthouse
 * simulates them, and the tasks as they ran here (unthrottled) after the first contentful paint,
 * with what each spent its time on, on stderr.
 */
function printDetails(route: string, lhr: Lhr, trace: Trace) {
  const lines = [...METRICS, 'speed-index'].map((id) => `  ${id}: ${lhr.audits[id]?.displayValue}`);
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      lines.push(`  - ${audit.id} (${audit.score}): ${audit.displayValue ?? ''}`);
  }
  // Lighthouse's long tasks, timed as its simulated phone would run them: what TBT is made of.
  const longTasks = lhr.audits['long-tasks']?.details;
  if (longTasks?.type === 'table')
    for (const task of longTasks.items)
      lines.push(
        `  long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms ${task.url}`,
      );
  lines.push(...observedTasks(trace));
  process.stderr.write(`${route}\n${lines.join('\n')}\n`);
}

/** The main thread's tasks of 8 ms or more after the first contentful paint, as observed. */
function observedTasks(trace: Trace): string[] {
  const processed = TraceProcessor.processTrace(trace);
  const fcp = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint ?? 0;
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  const lines = [`  observed first contentful paint at ${Math.round(fcp)} ms; tasks after it:`];
  for (const task of tasks) {
    if (task.parent || task.endTime < fcp || task.duration < 8) continue;
    const selfByName = new Map<string, number>();
    const visit = (node: TaskNode) => {
      selfByName.set(node.event.name, (selfByName.get(node.event.name) ?? 0) + node.selfTime);
      for (const child of node.children) visit(child);
    };
    visit(task);
    const parts = [...selfByName].sort((a, b) => b[1] - a[1]).slice(0, 4);
    const url = task.attributableURLs.at(-1)?.replace(base, '') ?? '';
    lines.push(
      `    ${Math.round(task.startTime)} ms: ${task.duration.toFixed(1)} ms ${url} (${parts.map(([n, t]) => `${n} ${t.toFixed(1)}`).join(', ')})`,
    );
  }
  return lines;
}

/** Waits for Chromium's debugging port; a loaded machine can take many seconds to start it. */
async function waitFor(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}
