// `npm run check:firefox`: a live lesson with music mode between Chromium and Firefox, in both
// roles, on loopback (inside a loopback-only network namespace, scripts/in-loopback.mjs). Chromium
// runs under Playwright with its fake devices (its microphone plays the stereo violin WAV of the
// music journey); Firefox (Debian's firefox-esr, installed here when missing and we are root)
// runs under puppeteer-core over WebDriver BiDi with its own fake devices. For each direction:
// both see the other's video, then the teacher turns music mode on and, on both sides, the
// connection stays the same one, the sent audio reaches 96 kbps within 5 s (getStats), the
// negotiated Opus line has stereo=1 both ways, the microphone's processing is off, and the video
// keeps arriving; then off brings the voice settings back. Prints a table; exits 1 when a check
// failed, 0 with a message when Firefox cannot be had. Not part of `npm test`: it needs a second
// browser. Needs a build (npm run build; done here when missing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser as PwBrowser } from '@playwright/test';
import puppeteer, { type Browser as PpBrowser } from 'puppeteer-core';
import { createDemoClass, DEMO_PASSWORD, ensureBuild, lessonChromium, signedInPage } from './demo-browser.ts';
import { RECORD_CONNECTIONS, startLiveServer } from './live-test-server.ts';
import { signalFile } from './music-signals.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const port = Number(process.env.CHECK_PORT ?? 3343);
const base = `http://127.0.0.1:${port}`;
/** How long a switch may take to show on both ends, and the sent audio bitrate music mode needs. */
const SWITCH_MS = 5_000;
const MUSIC_MIN_KBPS = 96;
const VOICE_MAX_KBPS = 64;
/** A private address for loopback, inside the check's own network namespace only. */
const LOOPBACK_ADDRESS = '10.99.0.1';

/** Installs what is missing of firefox-esr and pulseaudio where it can (root with apt). */
function ensurePackages(): boolean {
  const missing = [...(existsSync(FIREFOX) ? [] : ['firefox-esr']), ...(hasPulse() ? [] : ['pulseaudio'])];
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (missing.length && canApt) {
    console.log(`check:firefox: installing ${missing.join(' and ')} from Debian packages...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...missing],
    ]) {
      if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) break;
    }
  }
  if (existsSync(FIREFOX)) return true;
  console.log(
    `check:firefox: skipped, no Firefox at ${FIREFOX} (Debian: sudo apt-get install -y firefox-esr, or set FIREFOX_PATH).`,
  );
  return false;
}

const hasPulse = () => spawnSync('sh', ['-c', 'command -v pulseaudio && command -v paplay']).status === 0;

/**
 * Firefox's fake microphone has no processing at all (its capabilities offer only false), so
 * with PulseAudio installed Firefox captures a real one instead: the monitor of a null sink that
 * plays the violin WAV, where Firefox runs (and switches) echo cancellation, noise suppression
 * and auto gain. Without PulseAudio, its processing rows read n/a.
 */
async function startPulse(): Promise<{ device: string; stop: () => void } | null> {
  if (!hasPulse()) {
    console.log('check:firefox: no PulseAudio, so Firefox uses its fake microphone (no processing to check)');
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'check-firefox-pulse-'));
  const env = { ...process.env, HOME: dir, PULSE_RUNTIME_PATH: dir };
  const daemon = spawn(
    'pulseaudio',
    [
      '--daemonize=no',
      '-n',
      '--exit-idle-time=-1',
      '--load=module-native-protocol-unix auth-anonymous=1',
      '--load=module-null-sink sink_name=lesson',
      '--load=module-always-sink',
    ],
    { env, stdio: 'ignore' },
  );
  for (let i = 0; i < 50 && !existsSync(path.join(dir, 'native')); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const player = spawn('sh', ['-c', 'while paplay -d lesson "$0"; do :; done', signalFile('violin')], {
    env,
    stdio: 'ignore',
  });
  // Firefox finds the server through this.
  process.env.PULSE_RUNTIME_PATH = dir;
  return {
    device: 'Monitor of Null Output',
    stop: () => {
      player.kill();
      daemon.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Firefox gathers no ICE candidate on a host whose only interface is loopback (its own
 * loopback pref notwithstanding), which is what scripts/in-loopback.mjs gives us: in that
 * namespace alone, loopback gets a private address and a default route, so both browsers
 * find a host candidate and every packet still stays on loopback.
 */
function addressLoopback() {
  // `ip`, not /sys/class/net: sysfs shows the interfaces of the namespace it was mounted in.
  const links = spawnSync('ip', ['-o', 'link', 'show']).stdout?.toString().trim().split('\n') ?? [];
  const only = links.length === 1 && /^\d+: lo:/.test(links[0] ?? '');
  if (!only || spawnSync('ip', ['route', 'show', 'default']).stdout?.toString().trim()) return;
  const ok =
    spawnSync('ip', ['addr', 'add', `${LOOPBACK_ADDRESS}/32`, 'dev', 'lo']).status === 0 &&
    spawnSync('ip', ['route', 'add', 'default', 'dev', 'lo']).status === 0;
  console.log(
    ok
      ? `check:firefox: loopback-only namespace: ${LOOPBACK_ADDRESS} and a default route on lo`
      : 'check:firefox: could not give loopback an address; Firefox may find no ICE candidate',
  );
}

/** One party's page, whichever browser drives it. */
type Side = {
  browser: 'Chromium' | 'Firefox';
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  goto(url: string): Promise<void>;
  close(): Promise<void>;
};

async function chromiumSide(browser: PwBrowser, email: string): Promise<Side> {
  const page = await signedInPage(browser, base, email, { initScript: RECORD_CONNECTIONS });
  if (process.env.CHECK_DEBUG) page.on('console', (m) => console.log(`[Chromium ${email}] ${m.text()}`));
  return {
    browser: 'Chromium',
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => unknown, arg) as never,
    goto: async (url) => void (await page.goto(url)),
    close: () => page.context().close(),
  };
}

async function firefoxSide(browser: PpBrowser, email: string): Promise<Side> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  if (process.env.CHECK_DEBUG) {
    page.on('console', (m) => console.log(`[Firefox ${email}] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[Firefox ${email}] pageerror ${String(e)}`));
  }
  await page.evaluateOnNewDocument(RECORD_CONNECTIONS);
  await page.goto(`${base}/`);
  const status = await page.evaluate(
    async (login) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(login),
        })
      ).status,
    { email, password: DEMO_PASSWORD },
  );
  if (status !== 200) throw new Error(`sign in ${email} in Firefox: ${status}`);
  return {
    browser: 'Firefox',
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => unknown, arg) as never,
    goto: async (url) => void (await page.goto(`${base}${url}`)),
    close: () => context.close(),
  };
}

const until = async <T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

async function join(side: Side, id: number) {
  await side.goto(`/live-class/${id}`);
  const clickJoin = () =>
    side.evaluate(() => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Join Class');
      b?.click();
      return !!b;
    }, null);
  await until(`${side.browser}: Join Class`, clickJoin, Boolean);
  const inRoom = () =>
    side.evaluate(
      () => [...document.querySelectorAll('button')].some((x) => x.textContent?.trim() === 'Leave Class'),
      null,
    );
  await until(`${side.browser}: in the room`, inRoom, Boolean);
}

/** What one side's newest connection and microphone show now. */
type Probe = {
  pcs: number;
  /** The connection checked is the one marked when both were first connected. */
  sameConnection: boolean;
  state: string;
  audioBytes: number;
  audioAt: number;
  framesDecoded: number;
  localOpus: string;
  remoteOpus: string;
  processing: [unknown, unknown, unknown];
  /** The sent microphone track's id: the same one changed in place, or a fresh capture. */
  micId: string;
  /** The room shows music mode on: the teacher's switch checked, or the student's 'Music mode on'. */
  musicShown: boolean;
  /** The microphone can run processing (its capabilities offer `true` for all three). */
  canProcess: boolean;
};

const probe = (side: Side, mark = false): Promise<Probe> =>
  side.evaluate(async (mark) => {
    const w = window as unknown as { __pcs: (RTCPeerConnection & { __marked?: boolean })[] };
    const pc = w.__pcs[w.__pcs.length - 1];
    if (!pc)
      return {
        pcs: 0,
        sameConnection: false,
        state: 'none',
        audioBytes: 0,
        audioAt: 0,
        framesDecoded: 0,
        localOpus: '',
        remoteOpus: '',
        processing: [null, null, null],
        canProcess: false,
        musicShown: false,
        micId: '',
      };
    if (mark) pc.__marked = true;
    let audioBytes = 0;
    let audioAt = 0;
    let framesDecoded = 0;
    // Firefox names the kind `mediaType` in older reports; both carry outbound/inbound-rtp.
    (await pc.getStats()).forEach((s) => {
      const kind = s.kind ?? s.mediaType;
      if (s.type === 'outbound-rtp' && kind === 'audio') {
        audioBytes += s.bytesSent ?? 0;
        audioAt = s.timestamp;
      }
      if (s.type === 'inbound-rtp' && kind === 'video') framesDecoded += s.framesDecoded ?? 0;
    });
    const opus = (sdp: string | undefined) => {
      const lines = (sdp ?? '').split(/\r?\n/);
      const pt = lines.map((l) => /^a=rtpmap:(\d+) opus\/48000/i.exec(l)?.[1]).find(Boolean);
      return lines.find((l) => l.startsWith(`a=fmtp:${pt} `))?.slice(`a=fmtp:${pt} `.length) ?? '';
    };
    const mic = pc.getSenders().find((x) => x.track?.kind === 'audio')?.track;
    const s = mic?.getSettings() ?? {};
    const caps = (mic?.getCapabilities?.() ?? {}) as Record<string, unknown>;
    const offers = (key: string) => !Array.isArray(caps[key]) || (caps[key] as unknown[]).includes(true);
    return {
      pcs: w.__pcs.length,
      sameConnection: pc.__marked === true,
      state: pc.connectionState,
      audioBytes,
      audioAt,
      framesDecoded,
      localOpus: opus(pc.localDescription?.sdp),
      remoteOpus: opus(pc.remoteDescription?.sdp),
      processing: [s.echoCancellation, s.noiseSuppression, s.autoGainControl],
      micId: mic?.id ?? '',
      canProcess: ['echoCancellation', 'noiseSuppression', 'autoGainControl'].every(offers),
      musicShown:
        document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true' ||
        [...document.querySelectorAll('[role="status"]')].some(
          (e) => e.textContent?.trim() === 'Music mode on',
        ),
    };
  }, mark);

const kbps = (a: Probe, b: Probe) =>
  b.audioAt > a.audioAt ? ((b.audioBytes - a.audioBytes) * 8) / (b.audioAt - a.audioAt) : 0;
const hasParam = (fmtp: string, p: string) => fmtp.split(';').some((x) => x.trim().toLowerCase() === p);

async function clickMusic(teacher: Side, on: boolean) {
  const clicked = await teacher.evaluate((on) => {
    const sw = [...document.querySelectorAll('[role="switch"]')].find((x) =>
      x.textContent?.includes('Music mode'),
    ) as HTMLButtonElement | undefined;
    if (!sw || sw.disabled || sw.getAttribute('aria-checked') === String(on)) return false;
    sw.click();
    return true;
  }, on);
  if (!clicked) throw new Error(`the teacher's 'Music mode' switch could not be turned ${on ? 'on' : 'off'}`);
}

/** `held` null: cannot be checked here (said in `value`), not a failure. */
type Row = { direction: string; side: string; check: string; value: string; held: boolean | null };

/**
 * After the switch: polls one side until every check of the mode holds or SWITCH_MS passed,
 * then records each check's last value.
 */
async function checkMode(
  side: Side,
  role: string,
  mode: 'music' | 'voice',
  before: Probe,
  rows: Row[],
  dir: string,
) {
  const music = mode === 'music';
  const start = Date.now();
  let prev = await probe(side);
  let last = prev;
  let rate = 0;
  const checks = () => {
    const processingOff = last.processing.every((v) => v === false);
    const processingOn = last.processing.every((v) => v === true);
    const stereo = hasParam(last.localOpus, 'stereo=1') && hasParam(last.remoteOpus, 'stereo=1');
    const spropGone =
      !hasParam(last.localOpus, 'sprop-stereo=1') && !hasParam(last.remoteOpus, 'sprop-stereo=1');
    return [
      {
        check: `the room shows music mode ${music ? 'on' : 'off'}`,
        value: last.musicShown ? 'on' : 'off',
        held: last.musicShown === music,
      },
      {
        check: 'same connection, connected',
        value: `${last.pcs} made, ${last.sameConnection ? 'same' : 'new'}, ${last.state}`,
        held: last.sameConnection && last.pcs === before.pcs && last.state === 'connected',
      },
      music
        ? {
            check: `sent audio >= ${MUSIC_MIN_KBPS} kbps`,
            value: `${rate.toFixed(0)} kbps`,
            held: rate >= MUSIC_MIN_KBPS,
          }
        : {
            check: `sent audio < ${VOICE_MAX_KBPS} kbps`,
            value: `${rate.toFixed(0)} kbps`,
            held: rate > 0 && rate < VOICE_MAX_KBPS,
          },
      music
        ? {
            check: 'Opus stereo=1 (local and remote)',
            value: `local ${last.localOpus} | remote ${last.remoteOpus}`,
            held: stereo,
          }
        : {
            check: 'Opus without music marks',
            value: `local ${last.localOpus} | remote ${last.remoteOpus}`,
            held: spropGone,
          },
      {
        check: `mic processing ${music ? 'off' : 'on'} (EC, NS, AGC)`,
        value:
          last.processing.map(String).join(', ') +
          (last.micId === before.micId ? ', same track' : ', fresh track') +
          (last.canProcess ? '' : ' (a fake microphone without processing: capabilities [false])'),
        held: music ? processingOff : last.canProcess ? processingOn : null,
      },
      {
        check: 'video keeps arriving',
        value: `${last.framesDecoded - before.framesDecoded} frames decoded`,
        held: last.framesDecoded - before.framesDecoded > 10,
      },
    ];
  };
  // The bitrate is measured over each second; stop early once everything holds.
  while (Date.now() - start < SWITCH_MS) {
    await new Promise((r) => setTimeout(r, 1000));
    last = await probe(side);
    rate = kbps(prev, last);
    prev = last;
    if (checks().every((c) => c.held !== false)) break;
  }
  for (const c of checks()) rows.push({ direction: dir, side: `${role} (${side.browser})`, ...c });
}

async function runDirection(teacher: Side, student: Side, classId: number, rows: Row[]) {
  try {
    await checkDirection(teacher, student, classId, rows);
  } finally {
    await Promise.allSettled([teacher.close(), student.close()]);
  }
}

async function checkDirection(teacher: Side, student: Side, classId: number, rows: Row[]) {
  const dir = `teacher ${teacher.browser} -> student ${student.browser}`;
  await join(teacher, classId);
  await join(student, classId);
  const pairs = [
    [teacher, 'teacher'],
    [student, 'student'],
  ] as const;
  for (const [side, role] of pairs) {
    const seen = await until(
      `${role} (${side.browser}) sees the other's video`,
      () => probe(side),
      (p) => p.state === 'connected' && p.framesDecoded > 10,
    ).catch(async (err) => {
      console.log(`check:firefox: ${err.message}; last seen: ${JSON.stringify(await probe(side))}`);
      if (process.env.CHECK_DEBUG)
        console.log(
          await side.evaluate(async () => {
            const w = window as unknown as { __pcs: RTCPeerConnection[] };
            const pc = w.__pcs[w.__pcs.length - 1] as RTCPeerConnection;
            const c = (sdp?: string) =>
              (sdp ?? '')
                .split(/\r?\n/)
                .filter((l) => l.includes('candidate'))
                .join('\n');
            const st: string[] = [];
            (await pc.getStats()).forEach((r) => {
              if (r.type.includes('candidate')) st.push(JSON.stringify(r));
            });
            return `ice ${pc.iceConnectionState} gathering ${pc.iceGatheringState}\nLOCAL\n${c(pc.localDescription?.sdp)}\nREMOTE\n${c(pc.remoteDescription?.sdp)}\nSTATS\n${st.join('\n')}`;
          }, null),
        );
      return null;
    });
    rows.push({
      direction: dir,
      side: `${role} (${side.browser})`,
      check: "sees the other's video",
      value: seen ? `${seen.framesDecoded} frames decoded` : 'no frames',
      held: !!seen,
    });
    if (!seen) return;
  }
  for (const mode of ['music', 'voice'] as const) {
    const before = await Promise.all(pairs.map(([side]) => probe(side, mode === 'music')));
    await clickMusic(teacher, mode === 'music');
    await Promise.all(
      pairs.map(([side, role], i) =>
        checkMode(side, role, mode, before[i] as Probe, rows, `${dir}, ${mode}`),
      ),
    );
  }
}

if (!ensurePackages()) process.exit(0);
addressLoopback();
ensureBuild('check:firefox');
const server = await startLiveServer(port, 'push');
const pulse = await startPulse();
const rows: Row[] = [];
let pw: PwBrowser | null = null;
let ff: PpBrowser | null = null;
try {
  pw = await chromium.launch(lessonChromium(signalFile('violin')));
  ff = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: {
      // Firefox's fake camera and microphone, without a permission prompt; the microphone is
      // PulseAudio's null sink monitor where there is one.
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      ...(pulse ? { 'media.audio_loopback_dev': pulse.device } : {}),
      // ICE over loopback, with plain host addresses (no mDNS names) in the namespace.
      'media.peerconnection.ice.loopback': true,
      'media.peerconnection.ice.obfuscate_host_addresses': false,
      'media.autoplay.default': 0,
      'media.autoplay.block-webaudio': false,
    },
  });
  const classes = [
    await createDemoClass(base, 'Firefox check A', '12:00'),
    await createDemoClass(base, 'Firefox check B', '14:00'),
  ];
  const chromiumSideOf = (email: string) => chromiumSide(pw as PwBrowser, email);
  const firefoxSideOf = (email: string) => firefoxSide(ff as PpBrowser, email);
  await runDirection(
    await chromiumSideOf('teacher@example.com'),
    await firefoxSideOf('student@example.com'),
    classes[0] as number,
    rows,
  );
  await runDirection(
    await firefoxSideOf('teacher@example.com'),
    await chromiumSideOf('student@example.com'),
    classes[1] as number,
    rows,
  );
} finally {
  await Promise.allSettled([pw?.close(), ff?.close()]);
  pulse?.stop();
  server.kill('SIGTERM');
}

console.log('\nMusic mode between Chromium and Firefox (loopback)');
console.log('| direction, mode | side | check | value | held |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.direction} | ${r.side} | ${r.check} | ${r.value} | ${r.held === null ? 'n/a' : r.held ? 'yes' : 'NO'} |`,
  );
const failed = rows.filter((r) => r.held === false).length;
console.log(
  failed ? `\ncheck:firefox: ${failed} check(s) did not hold` : '\ncheck:firefox: every check held',
);
process.exit(failed ? 1 : 0);
