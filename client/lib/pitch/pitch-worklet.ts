// The pitch detector in the audio thread: the microphone's blocks of 128 go to the same
// PitchTracker the tests and bench:pitch run, and each reading (about 47 a second) is posted to
// the page as a small {time, hz, clarity}, `time` on the audio context's clock.
import { PitchTracker } from './pitch-tracker.ts';

// The AudioWorkletGlobalScope's names, which TypeScript's DOM library does not declare.
declare const sampleRate: number;
declare const currentTime: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

export type PitchMessage = { time: number; hz: number | null; clarity: number };

class PitchProcessor extends AudioWorkletProcessor {
  private readonly tracker = new PitchTracker({ sampleRate });
  /** The context time of the tracker's first sample. */
  private start = -1;

  process(inputs: Float32Array[][]): boolean {
    const block = inputs[0]?.[0];
    if (!block) return true;
    if (this.start < 0) this.start = currentTime;
    for (const r of this.tracker.push(block)) {
      const message: PitchMessage = { time: this.start + r.time, hz: r.hz, clarity: r.clarity };
      this.port.postMessage(message);
    }
    return true;
  }
}

registerProcessor('pitch-tracker', PitchProcessor);
