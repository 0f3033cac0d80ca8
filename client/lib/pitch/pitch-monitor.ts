import { createStore, type Store } from '../store.ts';
import type { PitchMessage } from './pitch-worklet.ts';

export type PitchMonitorView = { phase: 'off' | 'starting' | 'on' | 'failed' };

/** The browser pieces, injected so the monitor is tested without them. */
export type PitchMonitorDeps = {
  /** The microphone, with music mode's processing off (it eats held notes). */
  openMic(): Promise<MediaStream>;
  createContext(): AudioContext;
  /** The built pitch-worklet.ts. */
  workletUrl: string;
  /** Each reading as it arrives, `at` on the page's clock (performance.now ms). */
  onReading(hz: number | null, clarity: number, at: number): void;
  now(): number;
};

/**
 * This side's pitch: the microphone into the pitch worklet, its readings handed on (to this
 * page's Pitch view and tuner, and in a lesson to the other side). Stopping releases the
 * microphone and the audio context.
 */
export class PitchMonitor implements Store<PitchMonitorView> {
  private readonly store = createStore<PitchMonitorView>({ phase: 'off' });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private stream: MediaStream | null = null;
  private ctx: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  /** Bumped by stop, so a start still opening the microphone gives up. */
  private run = 0;

  constructor(private readonly deps: PitchMonitorDeps) {}

  async start() {
    if (this.store.getSnapshot().phase !== 'off' && this.store.getSnapshot().phase !== 'failed') return;
    const run = ++this.run;
    this.store.set({ phase: 'starting' });
    try {
      const stream = await this.deps.openMic();
      if (run !== this.run) return stopTracks(stream);
      this.stream = stream;
      const ctx = this.deps.createContext();
      this.ctx = ctx;
      await ctx.audioWorklet.addModule(this.deps.workletUrl);
      if (run !== this.run) return;
      const node = new AudioWorkletNode(ctx, 'pitch-tracker', { numberOfInputs: 1, numberOfOutputs: 0 });
      this.node = node;
      node.port.onmessage = (e: MessageEvent<PitchMessage>) => {
        // A reading already on its way when stopped is not handed on after the stop's last word.
        if (run !== this.run) return;
        // The reading's age: from the end of its window (audio clock) to now.
        const age = Math.max(0, ctx.currentTime - e.data.time) * 1000;
        this.deps.onReading(e.data.hz, e.data.clarity, this.deps.now() - age);
      };
      ctx.createMediaStreamSource(stream).connect(node);
      await ctx.resume();
      if (run === this.run) this.store.set({ phase: 'on' });
    } catch {
      if (run !== this.run) return;
      this.release();
      this.store.set({ phase: 'failed' });
    }
  }

  stop() {
    this.run++;
    this.release();
    this.store.set({ phase: 'off' });
  }

  private release() {
    if (this.node) this.node.port.onmessage = null;
    this.node = null;
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    void this.ctx?.close().catch(() => {});
    this.ctx = null;
  }
}

function stopTracks(stream: MediaStream) {
  for (const t of stream.getTracks()) t.stop();
}
