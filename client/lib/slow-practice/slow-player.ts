import type { StretchChange, StretchNode } from 'signalsmith-stretch';
import { waveformPeaks } from '../music/waveform-peaks.ts';
import { createStore, type Store } from '../store.ts';
import { type Loop, movePoint, type PlayAnchor, positionAt, startFrom, validSpeed } from './loop-math.ts';

export const SLOW_TEXT = {
  loading: 'Opening the recording…',
  failed: 'This recording could not be opened in this browser.',
  stopped: 'Slow playback stopped in this browser. Please open the recording again.',
} as const;

export type SlowPhase = 'empty' | 'loading' | 'ready' | 'failed';

export type SlowPlayerView = {
  phase: SlowPhase;
  /** Seconds of the recording loaded. */
  duration: number;
  /** Its waveform's bars, 0 to 1. */
  peaks: number[];
  playing: boolean;
  /** Where the sound is, in seconds of the recording. */
  position: number;
  loop: Loop;
  /** The speed, 0.5 to 1 (the pitch stays). */
  rate: number;
  error: string | null;
};

export type SlowPlayerDeps = {
  /** The page's audio context, made at the first recording (null where Web Audio is missing). */
  createContext(): AudioContext | null;
  /** A stereo time-stretch node on a context (the page's, or an offline one for renderOffline). */
  createStretch(ctx: BaseAudioContext): Promise<StretchNode>;
  createOfflineContext(channels: number, frames: number, sampleRate: number): OfflineAudioContext;
};

/** How many bars the waveform is drawn with. */
export const SLOW_WAVEFORM_BARS = 160;
const TICK_MS = 50;

const EMPTY: SlowPlayerView = {
  phase: 'empty',
  duration: 0,
  peaks: [],
  playing: false,
  position: 0,
  loop: { a: 0, b: 0, on: true },
  rate: 1,
  error: null,
};

/**
 * Slow practice: a recording played at 50 to 100 % speed, its pitch kept (signalsmith-stretch in
 * an audio worklet), looping A to B. The position shown is worked out here from the audio
 * context's clock with the same sums the stretch makes, so it moves smoothly and needs no
 * message back from the audio thread.
 */
export class SlowPlayer implements Store<SlowPlayerView> {
  private readonly store = createStore<SlowPlayerView>(EMPTY);
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private ctx: AudioContext | null = null;
  private node: StretchNode | null = null;
  /** The stretch's delay: a start is scheduled this far ahead, so it begins exactly where asked. */
  private latency = 0;
  private channels: Float32Array[] = [];
  private anchor: PlayAnchor | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Counts loads, so a slow one finishing after a newer one is dropped. */
  private loads = 0;

  constructor(private readonly deps: SlowPlayerDeps) {}

  /** Opens a recording (a take just made, a file, a take's bytes on their way): ready at full speed, A to B the whole of it. */
  async load(source: Blob | ArrayBuffer | Promise<ArrayBuffer>) {
    const load = ++this.loads;
    this.pause();
    this.store.set({ ...EMPTY, phase: 'loading', rate: this.store.getSnapshot().rate });
    try {
      const ctx = this.ensureContext();
      const bytes = source instanceof Blob ? await source.arrayBuffer() : await source;
      const audio = await ctx.decodeAudioData(bytes);
      const node = await this.ensureNode(ctx);
      const channels = [0, 1].map((c) => audio.getChannelData(Math.min(c, audio.numberOfChannels - 1)));
      if (load !== this.loads) return;
      await node.dropBuffers();
      await node.addBuffers(channels);
      if (load !== this.loads) return;
      this.channels = channels;
      this.store.set({
        phase: 'ready',
        duration: audio.duration,
        peaks: waveformPeaks(channels[0] as Float32Array, SLOW_WAVEFORM_BARS),
        loop: { a: 0, b: audio.duration, on: true },
      });
    } catch {
      if (load === this.loads) this.store.set({ phase: 'failed', error: SLOW_TEXT.failed });
    }
  }

  play() {
    const s = this.store.getSnapshot();
    const { ctx, node } = this;
    if (s.phase !== 'ready' || s.playing || !ctx || !node) return;
    void ctx.resume().catch(() => {});
    const from = startFrom(s.position, s.loop, s.duration);
    const at = ctx.currentTime + this.latency;
    this.anchor = { at, from, rate: s.rate };
    void node.schedule({ active: true, output: at, input: from, rate: s.rate, ...loopPoints(s.loop) });
    this.store.set({ playing: true, position: from });
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
  }

  pause() {
    if (!this.store.getSnapshot().playing) return;
    const position = this.now();
    void this.node?.schedule({ active: false });
    this.stopTimer();
    this.store.set({ playing: false, position });
  }

  /** A new speed; playing, it goes on from where the sound is. */
  setRate(rate: number) {
    const next = validSpeed(rate);
    this.store.set({ rate: next });
    this.restart({ rate: next });
  }

  /** Moves A or B (seconds); playing outside the new loop, the sound jumps to A. */
  movePoint(which: 'a' | 'b', s: number) {
    const { loop, duration } = this.store.getSnapshot();
    this.store.set({ loop: movePoint(loop, which, s, duration) });
    this.restart({});
  }

  setLoop(on: boolean) {
    this.store.set({ loop: { ...this.store.getSnapshot().loop, on } });
    this.restart({});
  }

  /** Plays on from second `s` (or starts there at the next Play). */
  seek(s: number) {
    const { duration } = this.store.getSnapshot();
    const position = Math.min(duration, Math.max(0, s));
    if (this.anchor && this.ctx) this.anchor = { ...this.anchor, at: this.ctx.currentTime, from: position };
    this.store.set({ position });
    this.restart({});
  }

  /**
   * What Play plays now (from A, or 0 with the loop off, at the set speed) rendered offline through
   * the same stretch, `seconds` long: the tests measure its pitch and length.
   */
  async renderOffline(seconds: number): Promise<AudioBuffer> {
    const s = this.store.getSnapshot();
    const sampleRate = this.ctx?.sampleRate ?? 48_000;
    const offline = this.deps.createOfflineContext(2, Math.ceil(seconds * sampleRate), sampleRate);
    const node = await this.deps.createStretch(offline);
    node.connect(offline.destination);
    await node.addBuffers(this.channels);
    const from = s.loop.on ? s.loop.a : 0;
    const latency = await node.latency();
    await node.schedule({ active: true, output: latency, input: from, rate: s.rate, ...loopPoints(s.loop) });
    return offline.startRendering();
  }

  /** Leaving the page: the sound stops and the context goes. */
  dispose() {
    this.loads++;
    this.stopTimer();
    this.node?.disconnect();
    void this.ctx?.close().catch(() => {});
    this.ctx = null;
    this.node = null;
    this.channels = [];
    this.store.set({ ...EMPTY });
  }

  /**
   * A change while playing: the stretch goes on from where the sound is now (A, when that is
   * outside the loop on), with the speed and loop as they are now.
   */
  private restart(change: StretchChange) {
    const s = this.store.getSnapshot();
    if (!s.playing || !this.ctx || !this.node || !this.anchor) return;
    const now = this.ctx.currentTime;
    let from = positionAt(this.anchor, now, s.loop);
    if (s.loop.on && (from < s.loop.a || from >= s.loop.b)) from = s.loop.a;
    this.anchor = { at: now, from, rate: s.rate };
    void this.node.schedule({ ...change, output: now, input: from, rate: s.rate, ...loopPoints(s.loop) });
    this.store.set({ position: from });
  }

  /** Where the sound is now (the stored position when paused). */
  private now(): number {
    const s = this.store.getSnapshot();
    if (!this.anchor || !this.ctx || !s.playing) return s.position;
    return positionAt(this.anchor, this.ctx.currentTime, s.loop);
  }

  private tick() {
    const s = this.store.getSnapshot();
    const position = this.now();
    // With the loop off, the end of the recording stops it there.
    if (!s.loop.on && position >= s.duration) {
      this.pause();
      this.store.set({ position: s.duration });
      return;
    }
    this.store.set({ position });
  }

  private ensureContext(): AudioContext {
    this.ctx ??= this.deps.createContext();
    if (!this.ctx) throw new Error('No Web Audio');
    return this.ctx;
  }

  private async ensureNode(ctx: AudioContext): Promise<StretchNode> {
    if (this.node) return this.node;
    const node = await this.deps.createStretch(ctx);
    node.connect(ctx.destination);
    node.onprocessorerror = () => {
      this.stopTimer();
      this.store.set({ phase: 'failed', playing: false, error: SLOW_TEXT.stopped });
    };
    this.latency = await node.latency();
    this.node = node;
    return node;
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.anchor = null;
  }
}

/** The stretch's loop fields: equal (no loop) when the loop is off. */
const loopPoints = (loop: Loop) =>
  loop.on ? { loopStart: loop.a, loopEnd: loop.b } : { loopStart: 0, loopEnd: 0 };
