// Test signals for music mode, written as 16-bit stereo WAV files for Chromium's fake microphone
// (--use-file-for-fake-audio-capture, which loops them): a sustained bowed-string-like note with
// different notes left and right, and piano-like decaying notes. No tools needed (no sox).
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wavHeader } from './wav-header.ts';

export const SIGNAL_RATE = 48_000;
export type Stereo = [Float32Array, Float32Array];
export type SignalName = 'violin' | 'piano';

/** A bowed string: harmonics falling as 1/n, a 5.5 Hz vibrato, a slow bow attack. */
function bowed(out: Float32Array, freq: number, vibratoPhase: number) {
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SIGNAL_RATE;
    const f = freq * (1 + 0.004 * Math.sin(2 * Math.PI * 5.5 * t + vibratoPhase));
    phase += (2 * Math.PI * f) / SIGNAL_RATE;
    let v = 0;
    for (let n = 1; n <= 12; n++) v += Math.sin(n * phase) / n;
    const attack = Math.min(1, t / 0.3);
    out[i] = 0.18 * attack * v;
  }
}

/** Piano-like notes: a hammer's attack, slightly stretched partials, an exponential decay. */
function struck(out: Float32Array, notes: number[], every: number, offset: number) {
  for (let k = 0; offset + k * every < out.length / SIGNAL_RATE; k++) {
    const freq = notes[k % notes.length] as number;
    const start = Math.round((offset + k * every) * SIGNAL_RATE);
    const end = Math.min(out.length, start + Math.round(every * 1.6 * SIGNAL_RATE));
    for (let i = start; i < end; i++) {
      const t = (i - start) / SIGNAL_RATE;
      let v = 0;
      for (let n = 1; n <= 8; n++) {
        const partial = n * freq * Math.sqrt(1 + 0.0004 * n * n);
        v += (Math.sin(2 * Math.PI * partial * t) / n ** 1.5) * Math.exp(-t * (1.2 + 0.5 * n));
      }
      out[i] = (out[i] as number) + 0.35 * Math.min(1, t / 0.003) * v;
    }
  }
}

export function makeSignal(name: SignalName, seconds: number): Stereo {
  const n = Math.round(seconds * SIGNAL_RATE);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  if (name === 'violin') {
    bowed(left, 440, 0);
    bowed(right, 660, 1.3);
  } else {
    struck(left, [261.63, 329.63, 392.0, 523.25], 1.0, 0);
    struck(right, [196.0, 246.94, 293.66, 220.0], 1.0, 0.5);
  }
  return [left, right];
}

export function wavBytes([left, right]: Stereo): Buffer {
  const frames = left.length;
  const data = Buffer.alloc(frames * 4);
  const pcm = (v: number) => Math.round(Math.max(-1, Math.min(1, v)) * 32767);
  for (let i = 0; i < frames; i++) {
    data.writeInt16LE(pcm(left[i] as number), i * 4);
    data.writeInt16LE(pcm(right[i] as number), i * 4 + 2);
  }
  return Buffer.concat([wavHeader({ channels: 2, rate: SIGNAL_RATE, dataBytes: data.length }), data]);
}

/** The signal's WAV file in the temp folder (written once), for the fake microphone flag. */
export function signalFile(name: SignalName, seconds = 12): string {
  const dir = path.join(tmpdir(), 'music-school-signals');
  const file = path.join(dir, `${name}-${seconds}s.wav`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: several test processes may ask at once.
    const part = `${file}.${process.pid}`;
    writeFileSync(part, wavBytes(makeSignal(name, seconds)));
    renameSync(part, file);
  }
  return file;
}
