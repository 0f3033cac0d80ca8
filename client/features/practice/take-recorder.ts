import { MUSIC_AUDIO } from '../../lib/music/audio-constraints.ts';
import { createStore, type Store } from '../../lib/store.ts';

export const TAKE_LABELS = {
  record: 'Record a take',
  stop: 'Stop recording',
  send: 'Send to teacher',
  again: 'Record again',
  note: 'Note for your teacher (optional)',
  noMic: 'The microphone could not be opened. Please allow it in your browser and try again.',
  empty: 'Nothing was recorded. Please try again.',
  sendFailed: 'The take could not be sent. Please try again.',
  sent: 'Your take was sent to your teacher.',
} as const;

/** A take stops by itself after this long (the server's take limit, TAKE_MAX_MB, holds it at any bitrate). */
export const TAKE_MAX_MS = 10 * 60_000;

export type TakePhase = 'idle' | 'opening' | 'recording' | 'recorded' | 'sending' | 'sent';

export type TakeView = {
  phase: TakePhase;
  /** While recording: ms so far; after: the take's length. */
  elapsedMs: number;
  /** The take to play back before sending. */
  url: string | null;
  /** The same take's sound, for slow practice to open. */
  blob: Blob | null;
  error: string | null;
};

/** What the recorder uses of MediaRecorder. */
export type RecorderLike = {
  readonly mimeType: string;
  start(timesliceMs?: number): void;
  stop(): void;
  ondataavailable: ((e: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
};

export type TakeRecorderDeps = {
  /** getUserMedia for audio alone. */
  openMic(constraints: MediaTrackConstraints): Promise<MediaStream>;
  createRecorder(stream: MediaStream): RecorderLike;
  /** Sends the take; rejects with the server's words when it has them (an empty message when not). */
  upload(take: Blob, durationMs: number, note: string): Promise<void>;
  objectUrl(blob: Blob): string;
  revokeUrl(url: string): void;
  now(): number;
};

/**
 * One take at a time: the microphone in music settings (its processing off), recorded, played
 * back, then sent with a note or recorded again.
 */
export class TakeRecorder implements Store<TakeView> {
  private readonly store = createStore<TakeView>({
    phase: 'idle',
    elapsedMs: 0,
    url: null,
    blob: null,
    error: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private stream: MediaStream | null = null;
  private recorder: RecorderLike | null = null;
  private chunks: Blob[] = [];
  private startedAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: TakeRecorderDeps) {}

  async record() {
    if (this.recording()) return;
    this.discard();
    this.store.set({ phase: 'opening', error: null, elapsedMs: 0 });
    try {
      this.stream = await this.deps.openMic(MUSIC_AUDIO);
    } catch {
      this.store.set({ phase: 'idle', error: TAKE_LABELS.noMic });
      return;
    }
    const recorder = this.deps.createRecorder(this.stream);
    this.recorder = recorder;
    this.chunks = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) this.chunks.push(e.data);
    };
    recorder.onstop = () => this.finish(recorder);
    recorder.start(1_000);
    this.startedAt = this.deps.now();
    this.store.set({ phase: 'recording' });
    this.timer = setInterval(() => {
      const elapsedMs = this.deps.now() - this.startedAt;
      this.store.set({ elapsedMs });
      if (elapsedMs >= TAKE_MAX_MS) this.stop();
    }, 250);
  }

  stop() {
    if (this.store.getSnapshot().phase !== 'recording') return;
    this.store.set({ elapsedMs: this.deps.now() - this.startedAt });
    this.clearTimer();
    this.recorder?.stop();
    this.releaseMic();
  }

  async send(note: string) {
    const { phase, elapsedMs, blob } = this.store.getSnapshot();
    if (!blob || (phase !== 'recorded' && phase !== 'sending')) return;
    this.store.set({ phase: 'sending', error: null });
    try {
      await this.deps.upload(blob, Math.max(1, Math.round(elapsedMs)), note.trim());
      this.store.set({ phase: 'sent' });
    } catch (e) {
      // The server's words say why (too large, no room left); without them, try again.
      const words = e instanceof Error && e.message ? e.message : TAKE_LABELS.sendFailed;
      this.store.set({ phase: 'recorded', error: words });
    }
  }

  recording(): boolean {
    const { phase } = this.store.getSnapshot();
    return phase === 'opening' || phase === 'recording';
  }

  /** Leaving the page: the microphone goes, the take is dropped. */
  dispose() {
    this.clearTimer();
    if (this.recorder) this.recorder.onstop = null;
    if (this.store.getSnapshot().phase === 'recording') this.recorder?.stop();
    this.releaseMic();
    this.discard();
  }

  private finish(recorder: RecorderLike) {
    if (recorder !== this.recorder) return;
    this.recorder = null;
    const type = (recorder.mimeType || this.chunks[0]?.type || 'audio/webm').split(';')[0] as string;
    const take = new Blob(this.chunks, { type });
    this.chunks = [];
    if (take.size === 0) {
      this.store.set({ phase: 'idle', error: TAKE_LABELS.empty });
      return;
    }
    this.store.set({ phase: 'recorded', url: this.deps.objectUrl(take), blob: take });
  }

  private discard() {
    const { url } = this.store.getSnapshot();
    if (url) this.deps.revokeUrl(url);
    this.store.set({ url: null, blob: null, phase: 'idle', elapsedMs: 0 });
  }

  private clearTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private releaseMic() {
    for (const t of this.stream?.getTracks() ?? []) t.stop();
    this.stream = null;
  }
}
