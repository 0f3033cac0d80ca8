import { createStore, type Store } from '../store.ts';
import { type Loop, movePoint, validSpeed } from './loop-math.ts';

/** What the loop needs of a video or audio element (a fake in tests). */
export type LoopMedia = EventTarget & {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  playbackRate: number;
  preservesPitch: boolean;
};

export type MediaLoopView = { rate: number; loop: Loop; position: number; duration: number };

type Frames = { request(run: () => void): number; cancel(id: number): void };

const browserFrames: Frames = {
  request: (run) => requestAnimationFrame(run),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * Slow practice on a long recording, played by its own media element: the browser keeps the
 * pitch at 50 to 100 % speed (preservesPitch), and A to B loops by a jump back to A whenever a
 * frame finds the playback past B. Nothing is decoded, so an hour's lesson needs no more memory
 * than watching it (the decoding SlowPlayer is for takes and files of a few minutes).
 */
export class MediaLoop implements Store<MediaLoopView> {
  private readonly store = createStore<MediaLoopView>({
    rate: 1,
    loop: { a: 0, b: 0, on: false },
    position: 0,
    duration: 0,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private frame: number | null = null;
  private readonly off: (() => void)[] = [];

  constructor(
    private readonly media: LoopMedia,
    private readonly frames: Frames = browserFrames,
  ) {
    media.preservesPitch = true;
    const on = (type: string, run: () => void) => {
      media.addEventListener(type, run);
      this.off.push(() => media.removeEventListener(type, run));
    };
    on('loadedmetadata', () => this.metadata());
    on('durationchange', () => this.metadata());
    on('timeupdate', () => this.check());
    on('seeked', () => this.check());
    on('play', () => this.run());
    on('pause', () => this.stopFrames());
    // The element's own controls may set another speed: the view follows it.
    on('ratechange', () => this.store.set({ rate: media.playbackRate }));
    this.metadata();
    if (!media.paused) this.run();
  }

  setRate(rate: number) {
    this.media.playbackRate = validSpeed(rate);
  }

  /** A or B where the playback is now. */
  setPoint(which: 'a' | 'b') {
    const { loop, duration } = this.store.getSnapshot();
    this.store.set({ loop: movePoint(loop, which, this.media.currentTime, duration) });
  }

  setLoop(on: boolean) {
    const { loop } = this.store.getSnapshot();
    this.store.set({ loop: { ...loop, on } });
    if (on && (this.media.currentTime < loop.a || this.media.currentTime >= loop.b))
      this.media.currentTime = loop.a;
  }

  dispose() {
    this.stopFrames();
    for (const off of this.off.splice(0)) off();
  }

  private metadata() {
    const duration = Number.isFinite(this.media.duration) ? this.media.duration : 0;
    const { loop } = this.store.getSnapshot();
    // Until B is chosen, it is the end.
    const b = loop.b > 0 && loop.b <= duration ? loop.b : duration;
    this.store.set({ duration, loop: { ...loop, b } });
  }

  /** Back to A once past B (while looping); the position shown either way. */
  private check() {
    const { loop } = this.store.getSnapshot();
    if (loop.on && loop.b > loop.a && this.media.currentTime >= loop.b) this.media.currentTime = loop.a;
    this.store.set({ position: this.media.currentTime });
  }

  private run() {
    if (this.frame !== null) return;
    const tick = () => {
      this.check();
      this.frame = this.frames.request(tick);
    };
    this.frame = this.frames.request(tick);
  }

  private stopFrames() {
    if (this.frame !== null) this.frames.cancel(this.frame);
    this.frame = null;
  }
}
