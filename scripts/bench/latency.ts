// `npm run bench:latency` (root for the namespaces and the packages; outside in-loopback): the
// one-way delay of the teacher's sound to the student in the real room, click by click.
//   - A click track (scripts/bench/latency/clicks.ts, made with sox) is the teacher's microphone:
//     a PulseAudio source where PulseAudio runs (scripts/bench/latency/pulse.ts, audio only),
//     else Chromium's fake microphone playing the WAV.
//   - AudioWorklet taps on both pages stamp each click's onset on the machine's clock: on the
//     teacher's microphone track as sent and on the student's received track (track to track).
//     With PulseAudio, one recording also holds the clicks going into the teacher's microphone
//     and the student's browser's output on one sound clock (device to device).
//   - The student's getStats (jitter buffer delay, target and minimum per emitted sample,
//     concealed and removed samples, packet time) and the room's delay readout beside them, with
//     the readout's parts (network, jitter buffer, framing, playout, capture) and what the
//     recording holds beyond their sum.
//   - Configurations: voice, music, music low latency, and music low latency with 2% of UDP
//     packets dropped (nftables in the student's network namespace, scripts/netns-lab.ts).
//   - After each event (the student's join, the teacher's Music mode and Low latency switches,
//     the student's rejoin in that mode): how long until the clicks' delay and the jitter buffer
//     are back within 15 ms of the configuration's settled level.
// Env: BENCH_LATENCY_CONFIGS (voice,music,music-low,music-low-loss), BENCH_CLICKS (30),
// BENCH_VIDEO=1 (both cameras on, the teacher's a canvas where PulseAudio is its microphone:
// latency/canvas-camera.ts; default audio only), BENCH_SETTLE_SECONDS (20),
// BENCH_SOUND=file (the WAV even where PulseAudio is), BENCH_PORT (3296), BENCH_AUDIO_BUFFER_FRAMES
// (Chromium's --audio-buffer-size, for instance 480: 10 ms capture buffers without processing).
// Writes reports/latency-<time>.json. Needs a build (done here when missing).
import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { OPUS_LOOKAHEAD_MS, soundDelayOf } from '../../client/features/live-class/rtc/sound-delay.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium-path.mjs';
import { DEMO_PASSWORD, ensureBuild } from '../demo-browser.ts';
import { startLiveServer } from '../live-test-server.ts';
import { createNetnsLab, type NetnsLab, netnsUnavailable, startLabServer } from '../netns-lab.ts';
import {
  capturesOver,
  type JitterWindow,
  jitterOver,
  jitterSeries,
  minuteMedians,
  type Onset,
  type Pair,
  pairClicks,
  quantile,
  readoutsOver,
  SETTLED_WITHIN_MS,
  type Spread,
  settledCeiling,
  settleTime,
  spread,
} from './latency/analysis.ts';
import { CANVAS_CAMERA_INIT } from './latency/canvas-camera.ts';
import { CLICK_EVERY_S, clickFiles } from './latency/clicks.ts';
import {
  type Capture,
  type Collected,
  collect,
  PROBE_INIT,
  type Readout,
  type SoundStats,
  startProbes,
} from './latency/page-probes.ts';
import { type PulseLab, pulseUnavailable, startPulse } from './latency/pulse.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ALL = ['voice', 'music', 'music-low', 'music-low-loss'] as const;
type Config = (typeof ALL)[number];
const LABEL: Record<Config, string> = {
  voice: 'voice',
  music: 'music',
  'music-low': 'music, low latency',
  'music-low-loss': 'music, low latency, 2% loss',
};
const asked = (process.env.BENCH_LATENCY_CONFIGS ?? ALL.join(',')).split(',').map((c) => c.trim());
const CONFIGS = ALL.filter((c) => asked.includes(c));
const CLICKS = Number(process.env.BENCH_CLICKS ?? 30);
const VIDEO = process.env.BENCH_VIDEO === '1';
const SETTLE_S = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3296);
// Chromium's capture buffer on Linux: with no processing (music mode) a capture comes in the
// device's buffers, 1024 frames (21.3 ms) unless this flag says otherwise; voice mode's
// processing takes 10 ms buffers whatever it says.
const AUDIO_BUFFER_FRAMES = Number(process.env.BENCH_AUDIO_BUFFER_FRAMES ?? 0);
const LOSS_PERCENT = 2;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
const uptime = () => execFileSync('uptime').toString().trim();

type EventKind = 'join' | 'Music mode switch' | 'Low latency switch' | 'rejoin' | 'loss on';
type BenchEvent = { config: Config; kind: EventKind; at: number; until: number };
/** A steady stretch of clicks, after the event named (a switch can leave a backlog a rejoin clears). */
type Window = { config: Config; after: EventKind; from: number; to: number; lowLatencyKept: boolean | null };

const gathered = {
  teacher: [] as Onset[],
  student: [] as Onset[],
  stats: [] as SoundStats[],
  readouts: [] as Readout[],
  teacherCaptures: [] as Capture[],
};
const events: BenchEvent[] = [];
const windows: Window[] = [];

async function pull(t: Page, s: Page) {
  const add = (into: Onset[], c: Collected) => into.push(...c.onsets.map(({ at, code }) => ({ at, code })));
  const fromTeacher = await collect(t);
  add(gathered.teacher, fromTeacher);
  gathered.teacherCaptures.push(...fromTeacher.captures);
  const c = await collect(s);
  add(gathered.student, c);
  gathered.stats.push(...c.stats);
  gathered.readouts.push(...c.readouts);
}

/** Clicks `locator`'s element and answers when the page received the click, on the machine's clock. */
async function clickAt(page: Page, name: string, role: 'button' | 'switch'): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (e) => {
        (window as unknown as { clickedAt: number }).clickedAt = performance.timeOrigin + e.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole(role, { name, exact: true }).click();
  return page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
}

async function until(check: () => Promise<boolean>, what: string, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await check()) return;
  throw new Error(`bench:latency: ${what} did not happen within ${ms / 1000} s`);
}

const switchOn = async (page: Page, name: string) =>
  (await page.getByRole('switch', { name, exact: true }).getAttribute('aria-checked')) === 'true';

/** The teacher's switch to `on`: the click's time, or null when it already was. */
async function setSwitch(t: Page, name: 'Music mode' | 'Low latency', on: boolean): Promise<number | null> {
  if ((await switchOn(t, name)) === on) return null;
  const at = await clickAt(t, name, 'switch');
  await until(async () => (await switchOn(t, name)) === on, `${name} ${on ? 'on' : 'off'}`);
  return at;
}

/** Joins the open room page (Join Class): the click's time. Cameras off unless BENCH_VIDEO=1. */
async function join(page: Page, role: 'teacher' | 'student', classId: number): Promise<number> {
  await page.goto(`/live-class/${classId}`);
  await page.getByRole('button', { name: 'Join Class' }).waitFor();
  const at = await clickAt(page, 'Join Class', 'button');
  await page.getByRole('button', { name: 'Leave Class' }).waitFor();
  const video = page.getByRole('button', { name: 'Video', exact: true });
  if (!VIDEO && (await video.getAttribute('aria-pressed')) === 'true') await video.click();
  await startProbes(page, role);
  return at;
}

async function dismissNotices(pages: Page[]) {
  for (const p of pages) {
    const ok = p.getByRole('button', { name: 'OK', exact: true });
    if (await ok.isVisible().catch(() => false)) await ok.click().catch(() => {});
  }
}

async function track(config: Config, kind: EventKind, at: number) {
  const end = at + SETTLE_S * 1000;
  await sleep(Math.max(0, end - now()));
  events.push({ config, kind, at, until: end });
}

async function steady(config: Config, after: EventKind, t: Page) {
  const from = now();
  await sleep((CLICKS * CLICK_EVERY_S + 1.5) * 1000);
  const low = config.startsWith('music-low') ? await switchOn(t, 'Low latency') : null;
  windows.push({ config, after, from, to: now(), lowLatencyKept: low });
}

/** The room's page of a new context, signed in through the page (the lab's server is not ours to reach). */
async function openPage(browser: Browser, base: string, email: string, canvasCamera = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
  });
  await context.addInitScript(PROBE_INIT);
  if (canvasCamera) await context.addInitScript(CANVAS_CAMERA_INIT);
  const page = await context.newPage();
  await page.goto('/no-such-page');
  await page.evaluate(
    async ({ email, password }) => {
      const r = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!r.ok) throw new Error(`sign in ${email}: ${r.status}`);
    },
    { email, password: DEMO_PASSWORD },
  );
  return page;
}

const demoClassId = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const body = await (await fetch('/api/my_classes')).json();
    return (body.Today as { batch_name: string; id: number }[]).find(
      (c) => c.batch_name === 'Demo Piano Lesson',
    )?.id as number;
  });

async function session(base: string, lab: NetnsLab | null, pulse: PulseLab | null, lossy: boolean) {
  const files = clickFiles();
  const launch = (party: 'teacher' | 'student') => {
    const pulseMic = party === 'teacher' && pulse;
    const chromiumBin = chromiumPath() as string;
    return chromium.launch({
      ignoreDefaultArgs: ['--mute-audio'], // the student's browser plays into the recording
      executablePath: lab
        ? lab.chromium(party === 'teacher' ? lab.teacher : lab.student, chromiumBin)
        : chromiumBin,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--allow-loopback-in-peer-connection',
        '--autoplay-policy=no-user-gesture-required',
        ...(pulseMic
          ? []
          : [
              '--use-fake-device-for-media-stream',
              `--use-file-for-fake-audio-capture=${party === 'teacher' ? files.clicks : files.silence}`,
            ]),
        ...(lab ? [`--unsafely-treat-insecure-origin-as-secure=${base}`] : []),
        ...(AUDIO_BUFFER_FRAMES ? [`--audio-buffer-size=${AUDIO_BUFFER_FRAMES}`] : []),
      ],
      env: { ...process.env, ...(pulse?.env(party) ?? {}) },
    });
  };
  const [tb, sb] = await Promise.all([launch('teacher'), launch('student')]);
  try {
    // PulseAudio's microphone leaves the teacher no fake camera: with cameras on, a canvas is one.
    const t = await openPage(tb, base, 'teacher@example.com', VIDEO && !!pulse);
    const s = await openPage(sb, base, 'student@example.com');
    const classId = await demoClassId(t);
    if (pulse) {
      pulse.playClicks(files.clicks);
      pulse.record();
    }
    await runConfigs(t, s, classId, lossy ? lab : null).catch(async (err) => {
      // What each page showed when it went wrong.
      for (const [page, who] of [
        [t, 'teacher'],
        [s, 'student'],
      ] as const)
        await page.screenshot({ path: path.join(tmpdir(), `bench-latency-${who}.png`) }).catch(() => {});
      console.error(`bench:latency: screenshots in ${tmpdir()}/bench-latency-{teacher,student}.png`);
      throw err;
    });
  } finally {
    await Promise.all([tb.close(), sb.close()]).catch(() => {});
  }
}

/** Each configuration in turn, with the events that lead into it; `lab` only where loss can be made. */
async function runConfigs(t: Page, s: Page, classId: number, lab: NetnsLab | null) {
  await join(t, 'teacher', classId);
  let studentIn = false;
  for (const config of CONFIGS) {
    const music = config !== 'voice';
    const low = config.startsWith('music-low');
    if (config === 'music-low-loss') {
      if (!lab) continue;
      if (!studentIn) {
        await setSwitch(t, 'Music mode', true);
        await setSwitch(t, 'Low latency', true);
        await track(config, 'join', await join(s, 'student', classId));
        studentIn = true;
      }
      lab.dropUdp(lab.student, LOSS_PERCENT);
      await track(config, 'loss on', now());
      await steady(config, 'loss on', t);
      lab.dropUdp(lab.student, 0);
      continue;
    }
    if (!studentIn) {
      if (music) await setSwitch(t, 'Music mode', true);
      if (low) await setSwitch(t, 'Low latency', true);
      await track(config, 'join', await join(s, 'student', classId));
      studentIn = true;
      await dismissNotices([t, s]);
      await steady(config, 'join', t);
      continue;
    }
    const musicAt = await setSwitch(t, 'Music mode', music);
    if (musicAt !== null) await track(config, 'Music mode switch', musicAt);
    const lowAt = music ? await setSwitch(t, 'Low latency', low) : null;
    if (lowAt !== null) await track(config, 'Low latency switch', lowAt);
    await dismissNotices([t, s]);
    await steady(config, musicAt === null ? 'Low latency switch' : 'Music mode switch', t);
    // The student comes back into the room in this mode: its level without a switch's leftovers.
    await pull(t, s);
    await s.reload();
    await track(config, 'rejoin', await join(s, 'student', classId));
    await dismissNotices([t, s]);
    await steady(config, 'rejoin', t);
  }
  await pull(t, s);
}

type Row = {
  config: Config;
  after: EventKind;
  label: string;
  taps: Spread | null;
  recorded: Spread | null;
  readout: number | null;
  jitter: JitterWindow | null;
  /** The teacher's microphone's capture latency: the sound measured, as told to the student's readout. */
  capture: ReturnType<typeof capturesOver>;
  lowLatencyKept: boolean | null;
};

function rows(recordedPairs: Pair[] | null, tapPairs: Pair[]): Row[] {
  return windows.map((w) => {
    const inWindow = (ps: Pair[]) =>
      ps
        .filter((p) => p.at >= w.from && p.at <= w.to)
        .slice(0, CLICKS)
        .map((p) => p.delayMs);
    const taps = inWindow(tapPairs);
    const recorded = recordedPairs ? inWindow(recordedPairs) : [];
    const readouts = readoutsOver(gathered.readouts, w.from, w.to);
    return {
      config: w.config,
      after: w.after,
      label: `${LABEL[w.config]}, after the ${w.after}`,
      taps: taps.length ? spread(taps) : null,
      recorded: recorded.length ? spread(recorded) : null,
      readout: readouts.length ? quantile(readouts, 0.5) : null,
      jitter: jitterOver(gathered.stats, w.from, w.to),
      capture: capturesOver(gathered.teacherCaptures, w.from, w.to),
      lowLatencyKept: w.lowLatencyKept,
    };
  });
}

function settling(table: Row[], tapPairs: Pair[], recordedPairs: Pair[] | null) {
  return events.map((e) => {
    // The level the configuration settles at: after a join where there is one (no switch's leftovers).
    const mine = table.filter((r) => r.config === e.config);
    const settled = mine.find((r) => r.after === 'join' || r.after === 'rejoin') ?? mine.at(-1);
    const series = (ps: Pair[]) =>
      ps.filter((p) => p.at >= e.at && p.at <= e.until).map((p) => [p.at, p.delayMs] as [number, number]);
    const taps = series(tapPairs);
    const recorded = recordedPairs ? series(recordedPairs) : [];
    // The recording where there is one: the taps' own buffering moves (see page-probes.ts).
    const heard = recorded.length ? recorded : taps;
    const jb = jitterSeries(gathered.stats, e.at, e.until);
    const level = (xs: [number, number][], ceiling: number | null) =>
      ceiling === null || Number.isNaN(ceiling) ? null : settleTime(xs, e.at, ceiling);
    const of = (sp: Spread | null | undefined) => (sp ? settledCeiling(sp.median, sp.p95) : null);
    const jbSettled = settled?.jitter ? settledCeiling(settled.jitter.jitterBufferMs) : null;
    return {
      ...e,
      firstClickMs: heard.length ? Math.round((heard[0] as [number, number])[0] - e.at) : null,
      peakDelayMs: heard.length ? Math.round(Math.max(...heard.map(([, d]) => d))) : null,
      settledByClicksMs: level(taps, of(settled?.taps)),
      settledByRecordingMs: recordedPairs ? level(recorded, of(settled?.recorded)) : null,
      settledByJitterBufferMs: level(jb, jbSettled),
      peakJitterBufferMs: jb.length ? Math.round(Math.max(...jb.map(([, d]) => d))) : null,
      taps: taps.map(([at, d]) => [Math.round(at - e.at), Math.round(d)]),
      recorded: recorded.map(([at, d]) => [Math.round(at - e.at), Math.round(d)]),
      jitterBuffer: jb.map(([at, d]) => [Math.round(at - e.at), Math.round(d)]),
    };
  });
}

async function main() {
  const loadBefore = uptime();
  const has = (bin: string) =>
    spawnSync('sh', ['-c', `command -v ${bin} || test -x /usr/sbin/${bin}`]).status === 0;
  const why = netnsUnavailable() ?? (has('curl') ? null : 'curl is not installed');
  const lossWhy = why ?? (has('nft') ? null : 'nftables is not installed (node scripts/ensure-sound.mjs)');
  const pulseWhy = process.env.BENCH_SOUND === 'file' ? 'BENCH_SOUND=file' : pulseUnavailable();
  console.log(
    `bench:latency: ${CONFIGS.join(', ')}; ${CLICKS} clicks each; ${VIDEO ? 'both cameras on' : 'audio only'}; ` +
      `${why ? `plain loopback (${why})` : 'network namespaces'}; ` +
      `${pulseWhy ? `click WAV as the fake microphone, no recording (${pulseWhy})` : 'PulseAudio clicks and recording'}` +
      `${AUDIO_BUFFER_FRAMES ? `; capture buffers of ${AUDIO_BUFFER_FRAMES} frames` : ''}`,
  );
  if (lossWhy && CONFIGS.includes('music-low-loss'))
    console.log(`bench:latency: skipping music low latency with ${LOSS_PERCENT}% loss: ${lossWhy}`);
  ensureBuild('bench:latency');
  const pulse = pulseWhy ? null : await startPulse();
  const lab = why ? null : createNetnsLab();
  const servers: ChildProcess[] = [];
  try {
    let base: string;
    if (lab) {
      await startLabServer(lab, PORT, {}, servers);
      base = `http://${lab.serverIp}:${PORT}`;
    } else {
      servers.push(await startLiveServer(PORT, 'push'));
      base = `http://127.0.0.1:${PORT}`;
    }
    await session(base, lab, pulse, !lossWhy);
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    lab?.destroy();
    pulse?.stop(); // its recording stays in memory
  }
  const loadAfter = uptime();

  const tapPairs = pairClicks(gathered.teacher, gathered.student);
  const recordedOnsets = pulse?.onsets();
  const recordedPairs = recordedOnsets ? pairClicks(recordedOnsets.sent, recordedOnsets.received) : null;
  if (pulse && process.env.BENCH_RECORDING) pulse.save(process.env.BENCH_RECORDING);
  const table = rows(recordedPairs, tapPairs);
  const settle = settling(table, tapPairs, recordedPairs);

  const ms = (n: number | null | undefined) =>
    n === null || n === undefined || Number.isNaN(n) ? '-' : `${Math.round(n)}`;
  const pair = (sp: Spread | null) => (sp ? `${ms(sp.median)} / ${ms(sp.p95)} (${sp.n})` : '-');
  console.log(
    `\nOne-way delay, teacher -> student, ms: median / p95 (clicks)  [${VIDEO ? 'cameras on' : 'audio only'}]`,
  );
  console.log(
    '| configuration | device to device (recorded) | track to track (taps) | readout | jitter buffer | target | minimum | arrival jitter | concealed | removed samples | packet | low latency kept |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of table) {
    const j = r.jitter;
    console.log(
      `| ${r.label} | ${pair(r.recorded)} | ${pair(r.taps)} | ${ms(r.readout)} | ${ms(j?.jitterBufferMs)} | ${ms(j?.targetMs)} | ${ms(j?.minimumMs)} | ${j ? j.arrivalJitterMs.toFixed(1) : '-'} | ${j ? `${(j.concealedShare * 100).toFixed(1)}% (${j.concealedSamples})` : '-'} | ${j ? j.removedSamplesForAcceleration : '-'} | ${j ? `${j.packetMs.toFixed(1)} ms` : '-'} | ${r.lowLatencyKept === null ? '-' : r.lowLatencyKept ? 'yes' : 'no (fell back)'} |`,
    );
  }
  // The readout adds these up (client/features/live-class/rtc/sound-delay.ts): what the recording
  // holds beyond them is what the readout leaves out.
  console.log(
    "\nThe readout's parts, ms (the student's getStats; capture: the teacher's microphone's setting, as the teacher's page tells it)",
  );
  console.log(
    '| configuration | network | jitter buffer | packet + look-ahead | playout | capture (teacher) | sum | readout | recorded | recorded - sum | teacher capture: settings / measured |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of table) {
    const j = r.jitter;
    const known = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : null);
    const parts = {
      networkMs: known(j?.networkMs),
      jitterBufferMs: known(j?.jitterBufferMs),
      packetMs: known(j?.packetMs),
      playoutMs: known(j?.playoutMs),
      captureMs: r.capture.settingsMs,
    };
    // Added up as the room's readout does.
    const sum = soundDelayOf(parts);
    const gap = sum !== null && r.recorded ? r.recorded.median - sum : null;
    const framing = parts.packetMs === null ? null : parts.packetMs + OPUS_LOOKAHEAD_MS;
    const shown = [parts.networkMs, parts.jitterBufferMs, framing, parts.playoutMs, parts.captureMs];
    console.log(
      `| ${r.label} | ${shown.map(ms).join(' | ')} | ${ms(sum)} | ${ms(r.readout)} | ${ms(r.recorded?.median)} | ${ms(gap)} | ${ms(r.capture.settingsMs)} / ${ms(r.capture.measuredMs)} |`,
    );
  }
  console.log(
    `\nBack to the settled level (at most ${SETTLED_WITHIN_MS} ms over the configuration's median, or its p95), ms after the event (tracked ${SETTLE_S} s)`,
  );
  console.log(
    '| event | configuration | first click | settled (recording) | settled (taps) | settled (jitter buffer) | peak delay | peak jitter buffer |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const settledText = (n: number | null) => (n === null ? `> ${SETTLE_S * 1000}` : `${Math.round(n)}`);
  for (const e of settle)
    console.log(
      `| ${e.kind} | ${LABEL[e.config]} | ${ms(e.firstClickMs)} | ${recordedPairs ? settledText(e.settledByRecordingMs) : '-'} | ${settledText(e.settledByClicksMs)} | ${settledText(e.settledByJitterBufferMs)} | ${ms(e.peakDelayMs)} | ${ms(e.peakJitterBufferMs)} |`,
    );
  // A long run (BENCH_CLICKS=600: 5 minutes): does the delay grow?
  const long = windows.filter((w) => w.to - w.from >= 120_000);
  if (long.length) {
    console.log('\nMedian delay by minute, ms (device to device where recorded, else track to track)');
    for (const w of long) {
      const minutes = minuteMedians(recordedPairs ?? tapPairs, w.from, w.to);
      console.log(`| ${LABEL[w.config]}, after the ${w.after} | ${minutes.map(ms).join(' | ')} |`);
    }
  }
  console.log(
    '\nAims (music, low latency, quiet machine, device to device): audio only, median <= 110 ms, p95 <= 130 ms; with both cameras (BENCH_VIDEO=1), median <= 150 ms, not growing over 5 minutes; back to settled within 3000 ms after a switch or a join',
  );
  console.log(
    "Taps: each page's Web Audio input buffering is in them and moves when a connection or microphone changes (the teacher's tap ran 109-216 ms behind the recorded click in one run); a second view beside the recording, not a measure of their own",
  );
  console.log(`Load: before ${loadBefore}\n      after  ${loadAfter}`);

  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const file = path.join(root, 'reports', `latency-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        options: {
          configs: CONFIGS,
          clicks: CLICKS,
          video: VIDEO,
          settleSeconds: SETTLE_S,
          namespaces: !why,
          pulse: !pulseWhy,
        },
        load: { before: loadBefore, after: loadAfter },
        configurations: table,
        events: settle,
        onsets: {
          teacher: gathered.teacher.map((o) => [Math.round(o.at), o.code]),
          student: gathered.student.map((o) => [Math.round(o.at), o.code]),
          ...(recordedOnsets
            ? {
                recordedIn: recordedOnsets.sent.map((o) => [Math.round(o.at), o.code]),
                recordedOut: recordedOnsets.received.map((o) => [Math.round(o.at), o.code]),
              }
            : {}),
        },
        windows,
      },
      null,
      2,
    ),
  );
  console.log(`Written: ${path.relative(root, file)}`);
}

await main();
