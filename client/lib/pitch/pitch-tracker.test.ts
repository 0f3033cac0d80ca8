import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  espeakVowel,
  hasTool,
  pitchDir,
  readWav,
  soxSpeed,
  soxVowel,
} from '../../../scripts/pitch-signals.ts';
import { type PitchReading, PitchTracker } from './pitch-tracker.ts';

const RATE = 48_000;
const centsOff = (hz: number, target: number) => 1200 * Math.log2(hz / target);

/** The tracker fed `samples` in the worklet's blocks of 128. */
function track(samples: Float32Array, sampleRate = RATE): PitchReading[] {
  const tracker = new PitchTracker({ sampleRate });
  const out: PitchReading[] = [];
  for (let i = 0; i < samples.length; i += 128) out.push(...tracker.push(samples.subarray(i, i + 128)));
  return out;
}

function signal(seconds: number, at: (t: number) => number): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => at(i / RATE));
}
const sine = (hz: number, amp = 0.3) => signal(1, (t) => amp * Math.sin(2 * Math.PI * hz * t));
const sawtooth = (hz: number) => signal(1, (t) => 0.3 * (2 * ((hz * t) % 1) - 1));

/** Every reading has a pitch within 5 cents of `hz`. */
function expectHeld(readings: PitchReading[], hz: number) {
  expect(readings.length).toBeGreaterThan(35);
  for (const r of readings) {
    expect(r.hz).not.toBeNull();
    expect(Math.abs(centsOff(r.hz as number, hz))).toBeLessThan(5);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

describe('PitchTracker', () => {
  it('reads about 47 times a second at 48 kHz, each reading stamped with its time', () => {
    const readings = track(sine(440));
    expect(readings).toHaveLength(45); // 1 + floor((48000 - 2048) / 1024)
    expect(readings[0]?.time).toBeCloseTo(2048 / RATE, 6);
    expect(readings[1]?.time).toBeCloseTo(3072 / RATE, 6);
  });

  it.each([82.41, 110, 196, 220, 261.63, 440, 659.26, 987.77])('holds a %s Hz sine within 5 cents', (hz) => {
    expectHeld(track(sine(hz)), hz);
  });

  it.each([82.41, 146.83, 220, 329.63, 440])(
    'holds a %s Hz sawtooth within 5 cents (not an octave off)',
    (hz) => {
      expectHeld(track(sawtooth(hz)), hz);
    },
  );

  it('holds a quiet note (-40 dBFS) and any block size', () => {
    const tracker = new PitchTracker({ sampleRate: RATE });
    const samples = sine(330, 0.014);
    const readings: PitchReading[] = [];
    for (let i = 0; i < samples.length; i += 300)
      readings.push(...tracker.push(samples.subarray(i, i + 300)));
    expectHeld(readings, 330);
  });

  it('gives no pitch on silence, on a faint hiss, on white noise or on a low rumble', () => {
    const silence = track(new Float32Array(RATE));
    expect(silence.length).toBeGreaterThan(40);
    expect(silence.every((r) => r.hz === null)).toBe(true);
    let seed = 1;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31 - 0.5;
    };
    // White noise, faint and loud, and noise low-passed at about 800 Hz (a fan, breath): its
    // correlation peaks fall inside the sung range, so only the clarity gate stops them.
    let low = 0;
    const rumble = () => {
      low += 0.1 * (random() - low);
      return 3 * low;
    };
    for (const noise of [() => 0.002 * random(), () => 0.3 * random(), rumble]) {
      const readings = track(signal(2, noise));
      expect(readings.length).toBeGreaterThan(80);
      expect(readings.filter((r) => r.hz !== null)).toEqual([]);
    }
  });

  it('follows a sound that starts, stops and changes note: no pitch in the gap', () => {
    const gap = new Float32Array(RATE / 2);
    const all = new Float32Array(RATE * 2.5);
    all.set(sine(220), 0);
    all.set(gap, RATE);
    all.set(sine(330), RATE * 1.5);
    const readings = track(all);
    const at = (t: number) => readings.find((r) => r.time >= t) as PitchReading;
    expect(centsOff(at(0.5).hz as number, 220)).toBeCloseTo(0, 0);
    expect(at(1.3).hz).toBeNull();
    expect(centsOff(at(2).hz as number, 330)).toBeCloseTo(0, 0);
  });
});

const sox = hasTool('sox');
const espeak = sox && hasTool('espeak-ng');

describe('PitchTracker on a sung vowel', () => {
  const skipped = sox ? '' : ' (SKIPPED: sox is not installed and could not be installed)';
  it.skipIf(!sox)(`holds sox's sung 'aa' at Sa Re Ga Pa over Sa = 220 Hz within 5 cents${skipped}`, () => {
    const dir = pitchDir();
    const notes = [220, 246.94, 277.18, 329.63];
    for (const [i, hz] of notes.entries()) {
      const { rate, samples } = readWav(soxVowel(path.join(dir, `aa-${i}.wav`), [hz], 1));
      expect(rate).toBe(RATE);
      // The fades at either end are left out: a window that spans one is half silence.
      expectHeld(
        track(samples).filter((r) => r.time > 0.1 && r.time < 0.95),
        hz,
      );
    }
  });

  const noEspeak = espeak ? '' : ' (SKIPPED: espeak-ng is not installed and could not be installed)';
  it.skipIf(!espeak)(
    `holds espeak-ng's voice: a steady 'aa', and the same voice a fifth up reads 1.5 times within 5 cents${noEspeak}`,
    () => {
      const dir = pitchDir();
      const voice = espeakVowel(path.join(dir, 'voice.wav'));
      const fifth = soxSpeed(voice, path.join(dir, 'voice-pa.wav'), 1.5);
      const pitches = (file: string) => track(readWav(file).samples).map((r) => r.hz);
      const low = pitches(voice);
      const high = pitches(fifth);
      const voiced = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
      // The vowel is most of the sound (espeak adds a little silence and the 'h'): it is heard.
      expect(voiced(low).length).toBeGreaterThan(low.length * 0.6);
      const sa = median(voiced(low));
      expect(sa).toBeGreaterThan(120);
      expect(sa).toBeLessThan(300);
      // espeak's monotone has a flutter of about ±15 cents; the held note does not wander off it.
      for (const hz of voiced(low).slice(3, -3)) expect(Math.abs(centsOff(hz, sa))).toBeLessThan(25);
      expect(Math.abs(centsOff(median(voiced(high)), sa * 1.5))).toBeLessThan(5);
    },
  );
});
