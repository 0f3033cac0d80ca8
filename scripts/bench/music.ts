// `npm run bench:music`: what the student hears of the teacher's microphone, in voice mode and
// in music mode, on loopback (inside a loopback-only network namespace, scripts/in-loopback.mjs).
// Two browsers, each with a generated stereo WAV as its fake microphone (a bowed-string-like
// note, 440 Hz left and 660 Hz right; then piano-like decaying notes, different left and right).
// The student's page records the received audio with Web Audio; for each signal and mode,
// median of BENCH_RUNS (3): received level vs source over seconds 2..10, level swing, left/right
// correlation, the teacher's sent audio bitrate, waveform SNR after alignment, the time from the
// teacher's click on 'Music mode' to both ends sending and receiving in music mode, and the
// longest pause of either side's remote video from that click to a second after.
// Needs a build (npm run build; done here when missing).
import { chromium, type Page } from '@playwright/test';
import { createDemoClass, ensureBuild, joinClass, lessonChromium, signedInPage } from '../demo-browser.ts';
import { RECORD_CONNECTIONS, startLiveServer } from '../live-test-server.ts';
import { makeSignal, SIGNAL_RATE, type SignalName, type Stereo, signalFile } from '../music-signals.ts';
import { type AudioMetrics, compare, lrCorrelation } from './audio-metrics.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3333);
const base = `http://127.0.0.1:${port}`;
/** The loop is a power of two of samples, so the alignment's FFT covers exactly one period. */
const LOOP_SECONDS = 2 ** 19 / SIGNAL_RATE;
const RECORD_SECONDS = 10.5;

type Mode = 'voice' | 'music';
type Run = AudioMetrics & { kbps: number; switchMs: number | null; pauseMs: number | null };

/** Until the remote video shows a frame. */
const remoteFrame = (page: Page, label: string) =>
  page.evaluate(
    (l) =>
      new Promise<void>((resolve) => {
        const wait = () => {
          const v = document.querySelector<HTMLVideoElement>(`video[aria-label="${l} video"]`);
          if (!v?.srcObject) return setTimeout(wait, 20);
          v.requestVideoFrameCallback(() => resolve());
        };
        wait();
      }),
    label,
  );

/** When this page's newest connection sends and receives in the mode (ms since the epoch). */
const modeReachedAt = (page: Page, mode: Mode) =>
  page.evaluate(
    (m) =>
      new Promise<number>((resolve) => {
        const music = m === 'music';
        const marked = (d: RTCSessionDescription | null) => !!d?.sdp.includes('sprop-stereo=1') === music;
        const check = () => {
          const w = window as unknown as { __pcs: RTCPeerConnection[] };
          const pc = w.__pcs[w.__pcs.length - 1];
          const track = pc?.getSenders().find((s) => s.track?.kind === 'audio')?.track;
          const done =
            pc &&
            pc.signalingState === 'stable' &&
            marked(pc.localDescription) &&
            marked(pc.remoteDescription) &&
            track?.getSettings().echoCancellation === !music;
          if (done) resolve(Date.now());
          else setTimeout(check, 10);
        };
        check();
      }),
    mode,
  );

/** From now on, the longest pause between two frames of the page's remote video (`longestPause`). */
const watchPauses = (page: Page, label: string) =>
  page.evaluate((l) => {
    const w = window as unknown as { __pause?: { last: number; max: number } };
    const watching = w.__pause !== undefined;
    w.__pause = { last: performance.now(), max: 0 };
    if (watching) return;
    const video = document.querySelector(`video[aria-label="${l} video"]`) as HTMLVideoElement;
    const tick = (now: number) => {
      const p = w.__pause as { last: number; max: number };
      p.max = Math.max(p.max, now - p.last);
      p.last = now;
      video.requestVideoFrameCallback(tick);
    };
    video.requestVideoFrameCallback(tick);
  }, label);
const longestPause = (page: Page) =>
  page.evaluate(() => {
    const p = (window as unknown as { __pause: { last: number; max: number } }).__pause;
    return Math.max(p.max, performance.now() - p.last);
  });

/** Clicks the teacher's switch into `mode`; answers the ms from the click to both ends in it. */
async function switchTo(t: Page, s: Page, mode: Mode): Promise<number> {
  const sw = t.getByRole('switch', { name: 'Music mode' });
  if ((await sw.getAttribute('aria-checked')) === String(mode === 'music')) return 0;
  await t.evaluate(() => {
    document.addEventListener(
      'click',
      (e) => {
        (window as unknown as { clickedAt: number }).clickedAt = performance.timeOrigin + e.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  const reached = Promise.all([modeReachedAt(t, mode), modeReachedAt(s, mode)]);
  await Promise.all([watchPauses(t, 'Student'), watchPauses(s, 'Teacher')]);
  await sw.click();
  const [a, b] = await reached;
  const clickedAt = await t.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
  return Math.max(a, b) - clickedAt;
}

/** The teacher's sent audio bytes and the time of the report. */
const sentAudio = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as { __pcs: RTCPeerConnection[] };
    const pc = w.__pcs[w.__pcs.length - 1] as RTCPeerConnection;
    let out = { bytes: 0, at: 0 };
    (await pc.getStats()).forEach((r) => {
      if (r.type === 'outbound-rtp' && r.kind === 'audio') out = { bytes: r.bytesSent, at: r.timestamp };
    });
    return out;
  });

/** Records the received audio of the remote video, both channels, for `seconds`. */
async function recordReceived(page: Page, label: string, seconds: number): Promise<Stereo> {
  const [l, r] = await page.evaluate(
    async ({ label, seconds, rate }) => {
      const video = document.querySelector(`video[aria-label="${label} video"]`) as HTMLVideoElement;
      const ctx = new AudioContext({ sampleRate: rate });
      const source = ctx.createMediaStreamSource(video.srcObject as MediaStream);
      const tap = ctx.createScriptProcessor(4096, 2, 2);
      const left: Float32Array[] = [];
      const right: Float32Array[] = [];
      const want = Math.round(seconds * rate);
      let got = 0;
      await new Promise<void>((resolve) => {
        tap.onaudioprocess = (e) => {
          if (got >= want) return;
          left.push(new Float32Array(e.inputBuffer.getChannelData(0)));
          right.push(new Float32Array(e.inputBuffer.getChannelData(1)));
          got += e.inputBuffer.length;
          if (got >= want) resolve();
        };
        source.connect(tap);
        tap.connect(ctx.destination);
        void ctx.resume();
      });
      await ctx.close();
      const encode = (chunks: Float32Array[]) => {
        const all = new Float32Array(got);
        let at = 0;
        for (const c of chunks) {
          all.set(c, at);
          at += c.length;
        }
        const bytes = new Uint8Array(all.buffer);
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      };
      return [encode(left), encode(right)];
    },
    { label, seconds, rate: SIGNAL_RATE },
  );
  const decode = (b64: string) => {
    const buf = Buffer.from(b64, 'base64');
    return new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
  };
  return [decode(l), decode(r)];
}

async function measure(t: Page, s: Page, source: Stereo): Promise<Omit<Run, 'switchMs' | 'pauseMs'>> {
  const before = await sentAudio(t);
  const received = await recordReceived(s, 'Teacher', RECORD_SECONDS);
  const after = await sentAudio(t);
  return {
    ...compare(source, received, SIGNAL_RATE),
    kbps: ((after.bytes - before.bytes) * 8) / (after.at - before.at),
  };
}

async function benchSignal(name: SignalName): Promise<Record<Mode, Run[]>> {
  const file = signalFile(name, LOOP_SECONDS);
  const source = makeSignal(name, LOOP_SECONDS);
  const launch = () => chromium.launch(lessonChromium(file));
  const [tb, sb] = await Promise.all([launch(), launch()]);
  const runs: Record<Mode, Run[]> = { voice: [], music: [] };
  try {
    const id = await createDemoClass(base, `Bench ${name}`, name === 'violin' ? '12:00' : '13:00');
    const t = await signedInPage(tb, base, 'teacher@example.com', { initScript: RECORD_CONNECTIONS });
    const s = await signedInPage(sb, base, 'student@example.com', { initScript: RECORD_CONNECTIONS });
    await joinClass(t, id);
    await joinClass(s, id);
    await Promise.all([remoteFrame(t, 'Student'), remoteFrame(s, 'Teacher')]);
    for (let run = 0; run < RUNS; run++) {
      for (const mode of ['voice', 'music'] as const) {
        const switchMs = await switchTo(t, s, mode);
        await new Promise((r) => setTimeout(r, 1000));
        const music = mode === 'music';
        const pauseMs = music ? Math.round(Math.max(await longestPause(t), await longestPause(s))) : null;
        runs[mode].push({ ...(await measure(t, s, source)), switchMs: music ? switchMs : null, pauseMs });
        console.log(`bench:music: ${name} ${mode} run ${run + 1}: ${JSON.stringify(runs[mode].at(-1))}`);
      }
    }
  } finally {
    await Promise.all([tb.close(), sb.close()]);
  }
  return runs;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const f1 = (n: number) => (n >= 0 ? '+' : '') + n.toFixed(1);

ensureBuild('bench:music');
const server = await startLiveServer(port, 'push');
const results: [SignalName, Record<Mode, Run[]>][] = [];
try {
  for (const name of ['violin', 'piano'] as const) results.push([name, await benchSignal(name)]);
} finally {
  server.kill('SIGTERM');
}

console.log(
  `\nMusic mode on loopback: the teacher's microphone as the student receives it (median of ${RUNS})`,
);
console.log(
  '| signal | mode | level vs source | swing | L/R correlation (source) | audio kbps | SNR | switch on | video pause |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [name, byMode] of results) {
  const sourceCorr = lrCorrelation(makeSignal(name, LOOP_SECONDS));
  for (const mode of ['voice', 'music'] as const) {
    const rs = byMode[mode];
    const m = (k: keyof AudioMetrics | 'kbps') => median(rs.map((r) => r[k]));
    const ms = (k: 'switchMs' | 'pauseMs') => {
      const xs = rs.flatMap((r) => (r[k] === null ? [] : [r[k]]));
      return xs.length ? `${Math.round(median(xs))} ms` : '-';
    };
    console.log(
      `| ${name} | ${mode} | ${f1(m('levelDb'))} dB | ${m('swingDb').toFixed(1)} dB | ${m('correlation').toFixed(2)} (${sourceCorr.toFixed(2)}) | ${Math.round(m('kbps'))} | ${m('snrDb').toFixed(1)} dB | ${ms('switchMs')} | ${ms('pauseMs')} |`,
    );
  }
}
console.log(
  'Aims in music mode: |level| <= 1 dB, swing <= 1 dB, correlation < 0.5, >= 96 kbps, SNR >= 15 dB, switch <= 2000 ms, video pause < 1500 ms',
);
