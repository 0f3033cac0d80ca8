// A PulseAudio of bench:latency's own (its own socket and state under a temporary folder): one
// stereo null sink `rec` is the clock. The click track is played into its left channel, and the
// teacher's microphone is that left channel (a remap source of rec's monitor); the student's
// browser plays into its right channel. One recording of rec's monitor then holds the clicks as
// the teacher's microphone got them and the student's sound as it left the browser, sample for
// sample on one clock: the delay from sound device to sound device.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wavHeader } from '../../wav-header.ts';
import type { Onset } from './analysis.ts';
import { CLICK_FREQS, CLICK_RATE, OnsetDetector } from './clicks.ts';

const has = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;

/** Why the recorded route cannot run here, or null. */
export function pulseUnavailable(): string | null {
  const missing = ['pulseaudio', 'parecord', 'paplay', 'pactl'].filter((b) => !has(b));
  return missing.length ? `${missing.join(', ')} not installed (node scripts/ensure-sound.mjs)` : null;
}

export type PulseLab = {
  /** The environment that puts a browser's sound on these devices. */
  env(party: 'teacher' | 'student'): Record<string, string>;
  /** Plays the click track into the teacher's microphone, over and over, until stop. */
  playClicks(file: string): void;
  /** Starts the recording of rec (both channels). */
  record(): void;
  /** The recording's onsets so far: the clicks (sent) and the student's output (received). */
  onsets(): { sent: Onset[]; received: Onset[] };
  /** Writes the whole recording as a WAV (stereo, 48 kHz, 16 bit) to look at. */
  save(file: string): void;
  stop(): void;
};

const MODULES = [
  'module-null-sink sink_name=rec rate=48000 channels=2 channel_map=front-left,front-right',
  'module-remap-sink sink_name=clicks master=rec channels=1 channel_map=mono master_channel_map=front-left remix=no',
  'module-remap-sink sink_name=student_out master=rec channels=1 channel_map=mono master_channel_map=front-right',
  'module-remap-source source_name=teacher_mic master=rec.monitor channels=1 channel_map=mono master_channel_map=front-left remix=no',
  'module-null-sink sink_name=teacher_out rate=48000',
];

export async function startPulse(): Promise<PulseLab> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-latency-pulse-'));
  for (const d of ['run', 'state']) mkdirSync(path.join(dir, d));
  const socket = path.join(dir, 'native');
  const base = {
    ...process.env,
    HOME: dir,
    PULSE_RUNTIME_PATH: path.join(dir, 'run'),
    PULSE_STATE_PATH: path.join(dir, 'state'),
    PULSE_SERVER: `unix:${socket}`,
  };
  const daemon = spawn(
    'pulseaudio',
    [
      '-n',
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '--disallow-exit',
      `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`,
      ...MODULES.map((m) => `--load=${m}`),
    ],
    { env: base, stdio: 'ignore' },
  );
  const children: ChildProcess[] = [daemon];
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const c of children.reverse()) c.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; spawnSync('pactl', ['info'], { env: base, stdio: 'ignore' }).status !== 0; i++) {
    if (i > 50 || daemon.exitCode !== null) {
      stop();
      throw new Error('PulseAudio did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  // The recording, with the machine's time each chunk came: the earliest (arrival - its end's
  // sample time) places sample 0 on the machine's clock, to a few ms (only to cut it into windows).
  const chunks: Buffer[] = [];
  const whole: Buffer[] = [];
  let frames = 0;
  let zeroAt = Number.POSITIVE_INFINITY;
  const sent: Onset[] = [];
  const received: Onset[] = [];
  const detectors = [sent, received].map(
    (list) => new OnsetDetector(CLICK_RATE, CLICK_FREQS, (frame, code) => list.push({ at: frame, code })),
  );
  let analysed = 0;
  const analyse = () => {
    const all = Buffer.concat(chunks.splice(0));
    const n = Math.floor(all.length / 4);
    if (all.length > n * 4) chunks.push(all.subarray(n * 4)); // half a frame waits for its rest
    const [l, r] = [new Float32Array(n), new Float32Array(n)];
    for (let i = 0; i < n; i++) {
      l[i] = all.readInt16LE(i * 4) / 32768;
      r[i] = all.readInt16LE(i * 4 + 2) / 32768;
    }
    detectors[0]?.push(l, analysed);
    detectors[1]?.push(r, analysed);
    analysed += n;
  };

  return {
    env: (party) => ({
      PULSE_SERVER: base.PULSE_SERVER,
      ...(party === 'teacher'
        ? { PULSE_SOURCE: 'teacher_mic', PULSE_SINK: 'teacher_out' }
        : { PULSE_SINK: 'student_out' }),
    }),
    playClicks(file) {
      const play = () => {
        if (stopped) return;
        const p = spawn('paplay', ['--device=clicks', '--latency-msec=20', file], {
          env: base,
          stdio: 'ignore',
        });
        children.push(p);
        p.on('exit', play);
      };
      play();
    },
    record() {
      const rec = spawn(
        'parecord',
        [
          '--device=rec.monitor',
          '--raw',
          '--format=s16le',
          `--rate=${CLICK_RATE}`,
          '--channels=2',
          '--latency-msec=10',
        ],
        { env: base, stdio: ['ignore', 'pipe', 'ignore'] },
      );
      children.push(rec);
      rec.stdout?.on('data', (chunk: Buffer) => {
        const now = performance.timeOrigin + performance.now();
        chunks.push(chunk);
        whole.push(chunk);
        frames += chunk.length / 4;
        zeroAt = Math.min(zeroAt, now - (frames / CLICK_RATE) * 1000);
      });
    },
    onsets() {
      analyse();
      const wall = (o: Onset) => ({ at: zeroAt + (o.at / CLICK_RATE) * 1000, code: o.code });
      return { sent: sent.map(wall), received: received.map(wall) };
    },
    save(file) {
      const data = Buffer.concat(whole);
      writeFileSync(
        file,
        Buffer.concat([wavHeader({ channels: 2, rate: CLICK_RATE, dataBytes: data.length }), data]),
      );
    },
    stop,
  };
}
