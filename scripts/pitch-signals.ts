// Sung and played fixtures at known pitches for the pitch detector's tests, the pitch journey
// and bench:pitch: a vowel synthesised by sox (a sawtooth voice through three formant peaks of
// 'aa') at given frequencies, espeak-ng's own monotone 'aa', and reading a 16-bit WAV back.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PITCH_RATE = 48_000;

/** Whether a tool is on the path, after scripts/ensure-pitch-sound.mjs has tried to install it. */
export function hasTool(bin: 'sox' | 'espeak-ng'): boolean {
  const has = () => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
  if (has()) return true;
  spawnSync(process.execPath, [path.resolve(import.meta.dirname, 'ensure-pitch-sound.mjs')], {
    stdio: 'inherit',
  });
  return has();
}

export const pitchDir = () => mkdtempSync(path.join(tmpdir(), 'pitch-'));

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
}

/** The formants of an open 'aa' (Hz, bandwidth, gain dB), on a voice falling off above 3.5 kHz. */
const AA = [
  'equalizer',
  '730',
  '90h',
  '+18',
  'equalizer',
  '1090',
  '110h',
  '+14',
  'equalizer',
  '2440',
  '170h',
  '+10',
];

/**
 * A sung 'aa' holding each note for `seconds`, with `gap` of silence between notes, mono 16-bit
 * at 48 kHz. Each note starts and ends with a 20 ms fade, as a voice does, not a click.
 */
export function soxVowel(file: string, notes: number[], seconds: number, gap = 0): string {
  const parts = notes.map((hz, i) => {
    const part = `${file}.${i}.wav`;
    run('sox', [
      '-n',
      '-r',
      String(PITCH_RATE),
      '-b',
      '16',
      '-c',
      '1',
      part,
      'synth',
      String(seconds),
      'sawtooth',
      String(hz),
      'lowpass',
      '3500',
      ...AA,
      'fade',
      '0.02',
      String(seconds),
      '0.02',
      'gain',
      '-n',
      '-6',
      'pad',
      '0',
      String(gap),
    ]);
    return part;
  });
  run('sox', [...parts, file]);
  return file;
}

/** espeak-ng's female voice on a long monotone 'aa', resampled to 48 kHz. */
export function espeakVowel(file: string): string {
  const raw = `${file}.22k.wav`;
  run('espeak-ng', [
    '-m',
    '-v',
    'en+f3',
    '-s',
    '60',
    '-w',
    raw,
    '<speak><prosody pitch="50" range="0">aaaaaaaaah</prosody></speak>',
  ]);
  run('sox', [raw, '-r', String(PITCH_RATE), file]);
  return file;
}

/** sox's `speed`: resampled, so every pitch is exactly `ratio` times the original. */
export function soxSpeed(from: string, to: string, ratio: number): string {
  run('sox', [from, to, 'speed', String(ratio), 'rate', String(PITCH_RATE)]);
  return to;
}

/** A 16-bit PCM WAV's first channel, as floats. */
export function readWav(file: string): { rate: number; samples: Float32Array } {
  const buf = readFileSync(file);
  const channels = buf.readUInt16LE(22);
  const rate = buf.readUInt32LE(24);
  const data = buf.indexOf('data', 12);
  const bytes = buf.readUInt32LE(data + 4);
  const start = data + 8;
  const frames = Math.floor(Math.min(bytes, buf.length - start) / (2 * channels));
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) samples[i] = buf.readInt16LE(start + i * 2 * channels) / 32768;
  return { rate, samples };
}

/** The sung journey's swaras over Sa = 220 Hz (Sa Re Ga Ma Pa), then a 440 Hz A for the tuner. */
export const SWARA_JOURNEY = {
  sa: 220,
  swaras: ['Sa', 'Re', 'Ga', 'Ma', 'Pa'],
  steps: [0, 2, 4, 5, 7],
} as const;

/**
 * The journey's WAV for Chromium's fake microphone (which loops it): each note 1.2 s with 0.3 s
 * between. Made once per machine (renamed into place: several processes may ask at once); null
 * without sox.
 */
export function swaraJourneyFile(): string | null {
  if (!hasTool('sox')) return null;
  const file = path.join(tmpdir(), 'music-school-signals', 'swaras-220-a440.wav');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const { sa, steps } = SWARA_JOURNEY;
    const part = soxVowel(
      `${file}.${process.pid}.wav`,
      [...steps.map((s) => sa * 2 ** (s / 12)), 440],
      1.2,
      0.3,
    );
    renameSync(part, file);
  }
  return file;
}
