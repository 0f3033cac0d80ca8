import { PitchDetector } from 'pitchy';

/** One reading: `time` is the end of its window in seconds of audio; `hz` null is no pitch. */
export type PitchReading = { time: number; hz: number | null; clarity: number };

export type PitchTrackerOptions = {
  sampleRate: number;
  /** Below this clarity (McLeod's normalised correlation peak) it is noise or a consonant. */
  minClarity?: number;
  /** Below this RMS level (dBFS) it is silence or room hum. */
  minLevelDb?: number;
};

/** The lowest and highest pitch the room names: a bass voice's low E (E2) to a violin's high A. */
export const PITCH_RANGE = { minHz: 60, maxHz: 1_800 } as const;

/**
 * The McLeod pitch method (pitchy) over a sliding window, fed the microphone's samples in any
 * block size (an AudioWorklet's 128). A window of ~43 ms holds two periods of the lowest
 * pitch; a reading every ~21 ms (about 47 a second at 48 kHz). Plain TS, so the worklet and
 * the Node tests and bench run the same code.
 */
export class PitchTracker {
  private readonly detector: PitchDetector<Float32Array>;
  private readonly window: Float32Array;
  private readonly hop: number;
  private readonly minClarity: number;
  private readonly minLevel: number;
  /** Samples held in the window, and how many arrived since the last reading. */
  private filled = 0;
  private sinceReading = 0;
  private samples = 0;

  constructor(private readonly options: PitchTrackerOptions) {
    const { sampleRate } = options;
    // A power of two for pitchy's FFT: 2048 at 44.1 and 48 kHz.
    const size = 2 ** Math.ceil(Math.log2((sampleRate * 2) / PITCH_RANGE.minHz));
    this.window = new Float32Array(size);
    this.hop = size / 2;
    this.detector = PitchDetector.forFloat32Array(size);
    this.detector.minVolumeDecibels = -100;
    this.minClarity = options.minClarity ?? 0.9;
    this.minLevel = 10 ** ((options.minLevelDb ?? -50) / 20);
  }

  /** Takes a block of samples; returns the readings whose windows ended in it (usually 0 or 1). */
  push(block: Float32Array): PitchReading[] {
    const readings: PitchReading[] = [];
    let at = 0;
    while (at < block.length) {
      const take = Math.min(block.length - at, this.hop - this.sinceReading);
      this.append(block.subarray(at, at + take));
      at += take;
      this.samples += take;
      this.sinceReading += take;
      if (this.sinceReading < this.hop) continue;
      this.sinceReading = 0;
      if (this.filled === this.window.length) readings.push(this.read());
    }
    return readings;
  }

  private append(part: Float32Array) {
    const w = this.window;
    if (part.length >= w.length) {
      w.set(part.subarray(part.length - w.length));
    } else {
      w.copyWithin(0, part.length);
      w.set(part, w.length - part.length);
    }
    this.filled = Math.min(w.length, this.filled + part.length);
  }

  private read(): PitchReading {
    const time = this.samples / this.options.sampleRate;
    let sum = 0;
    for (const s of this.window) sum += s * s;
    if (Math.sqrt(sum / this.window.length) < this.minLevel) return { time, hz: null, clarity: 0 };
    const [hz, clarity] = this.detector.findPitch(this.window, this.options.sampleRate);
    const pitched = clarity >= this.minClarity && hz >= PITCH_RANGE.minHz && hz <= PITCH_RANGE.maxHz;
    return { time, hz: pitched ? hz : null, clarity };
  }
}
