import type { RecordingState } from '../../../common/schemas/recordings.ts';
import { createStore, type Store } from '../store.ts';
import { type MediaRecorderLike, type PartKey, PartUploadError } from './recorder-api.ts';

export type RecorderDeps = {
  start(): Promise<RecordingState>;
  stop(): Promise<RecordingState>;
  upload(part: PartKey, data: Blob): Promise<unknown>;
  /** Builds the composed lesson (canvas video + mixed audio) and a recorder over it. */
  createRecorder(): { recorder: MediaRecorderLike; release(): void };
  partMs: number;
  /** A part holds at least this much (MIN_PART_BYTES), but for the last one. */
  minPartBytes?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
};

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopping' | 'error';

export type RecorderState = {
  phase: RecorderPhase;
  /** When the open segment started (server time, ISO): the running time counts from it. */
  since: string | null;
  /** Parts waiting for their acknowledgement. */
  pending: number;
  /** Time from a part's end to its acknowledgement, the latest one (ms). */
  lastAckLagMs: number | null;
  /** Why recording stopped on its own, in plain words. */
  message: string | null;
};

export const RECORDER_TEXT = {
  startFailed: 'Recording could not start. Please try again.',
  cannotKeepUp: 'Recording stopped: the connection is too slow to upload it. The lesson goes on.',
  unsupported: 'This browser cannot record the lesson.',
  uploadRefused: 'Recording stopped: the server did not accept it. The lesson goes on.',
} as const;

/** Resend delays after a failed upload; after the last one the part is tried again at this pace. */
const RETRY_MS = [500, 1_000, 2_000, 4_000, 8_000];
/** More parts than this waiting (a minute of lesson at 3 s a part): the upload cannot keep up. */
export const MAX_PENDING_PARTS = 20;
/** How long a stop waits for the parts still being uploaded. */
const STOP_DRAIN_MS = 15_000;
/** How long a stop waits for the recorder to hand over its last piece. */
const STOP_RECORDER_MS = 5_000;
/**
 * A busy browser whose first frames come later than one timeslice hands over the file's first
 * byte alone (Chromium did, seen in the group journey under load), and the server rightly refuses
 * a first part that does not begin a WebM file: pieces are gathered up to this size into a part.
 */
export const MIN_PART_BYTES = 4_096;

type Queued = { key: PartKey; data: Blob; endedAt: number };

/**
 * The teacher's recorder as a state machine: idle -> starting -> recording -> stopping -> idle
 * (or error with a message). While recording, each part (the recorder's timeslice) is queued and
 * uploaded in order, one at a time, until the server acknowledges it; a failed upload is sent
 * again with growing pauses (the server takes the same part twice). The lesson never waits on
 * any of it. `resume()` after a reload starts a new segment when the server says the lesson
 * was being recorded.
 */
export class LessonRecorder implements Store<RecorderState> {
  private readonly store = createStore<RecorderState>({
    phase: 'idle',
    since: null,
    pending: 0,
    lastAckLagMs: null,
    message: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private queue: Queued[] = [];
  private sending = false;
  private drained: (() => void) | null = null;
  private active: {
    recorder: MediaRecorderLike;
    release(): void;
    stopped: Promise<void>;
    /** Its parts are no longer wanted (recording stopped on its own). */
    drop(): void;
    /** Sends what it holds as a part, however small (the recorder stopped). */
    flush(): void;
  } | null = null;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<void>;
  /** Bumped by each start and stop: an old segment's late events change nothing. */
  private generation = 0;

  constructor(private readonly deps: RecorderDeps) {
    this.now = deps.now ?? Date.now;
    this.wait = deps.wait ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** After a reload: the server's state says recording was on, so go on as a new segment. */
  async resume(state: RecordingState | null) {
    if (state?.status === 'recording' && this.getSnapshot().phase === 'idle') await this.start();
  }

  async start() {
    const phase = this.getSnapshot().phase;
    if (phase !== 'idle' && phase !== 'error') return;
    this.store.set({ phase: 'starting', message: null });
    const generation = ++this.generation;
    let state: RecordingState;
    try {
      state = await this.deps.start();
    } catch (err) {
      this.store.set({ phase: 'error', message: messageOf(err, RECORDER_TEXT.startFailed) });
      return;
    }
    if (generation !== this.generation) return;
    if (state.recording_id === null || state.segment === null) {
      this.store.set({ phase: 'error', message: RECORDER_TEXT.startFailed });
      return;
    }
    let made: { recorder: MediaRecorderLike; release(): void };
    try {
      made = this.deps.createRecorder();
    } catch {
      await this.deps.stop().catch(() => undefined);
      this.store.set({ phase: 'error', message: RECORDER_TEXT.unsupported });
      return;
    }
    const { recorder } = made;
    const recordingId = state.recording_id;
    const segment = state.segment;
    let seq = 0;
    let open = true;
    let held: Blob | null = null;
    const flush = () => {
      if (!open || !held) return;
      this.enqueue({ key: { recordingId, segment, seq }, data: held, endedAt: this.now() });
      held = null;
      seq += 1;
    };
    const minBytes = this.deps.minPartBytes ?? MIN_PART_BYTES;
    recorder.ondataavailable = (e) => {
      if (!open || !e.data || e.data.size === 0) return;
      held = held ? new Blob([held, e.data], { type: e.data.type }) : e.data;
      if (held.size >= minBytes) flush();
    };
    const stopped = new Promise<void>((resolve) => {
      recorder.onstop = () => resolve();
    });
    recorder.onerror = () => void this.fail(RECORDER_TEXT.startFailed);
    this.active = { ...made, stopped, drop: () => (open = false), flush };
    recorder.start(this.deps.partMs);
    this.store.set({ phase: 'recording', since: state.recording_since });
  }

  /** Stops recording: the last part is uploaded, then the server joins the file. */
  async stop() {
    if (this.getSnapshot().phase !== 'recording') return;
    this.generation += 1;
    this.store.set({ phase: 'stopping' });
    await this.endRecorder();
    // The last parts get a while to arrive; the server keeps what came if they do not.
    await Promise.race([this.drain(), this.wait(STOP_DRAIN_MS)]);
    await this.deps.stop().catch(() => undefined);
    if (this.getSnapshot().phase === 'stopping') this.store.set({ phase: 'idle', since: null });
  }

  /** The server no longer takes the recording (consent withdrawn): stops with its reason in words. */
  stopWith(message: string) {
    return this.fail(message);
  }

  /** Stops on its own with a message (upload refused, too slow); the lesson goes on. */
  private async fail(message: string) {
    this.queue = [];
    this.store.set({ pending: 0 });
    const phase = this.getSnapshot().phase;
    if (phase === 'idle' || phase === 'error') return;
    this.generation += 1;
    this.store.set({ phase: 'error', since: null, message });
    this.active?.drop();
    await this.endRecorder();
    await this.deps.stop().catch(() => undefined);
  }

  private async endRecorder() {
    const active = this.active;
    this.active = null;
    if (!active) return;
    if (active.recorder.state !== 'inactive') {
      active.recorder.stop();
      // The recorder hands over its last piece, then says it stopped.
      await Promise.race([active.stopped, this.wait(STOP_RECORDER_MS)]);
    }
    active.flush();
    active.release();
  }

  /** Waits until every queued part is acknowledged (or the queue was dropped). */
  private drain(): Promise<void> {
    if (this.queue.length === 0 && !this.sending) return Promise.resolve();
    return new Promise((resolve) => {
      this.drained = resolve;
    });
  }

  private enqueue(part: Queued) {
    this.queue.push(part);
    this.store.set({ pending: this.queue.length });
    if (this.queue.length > MAX_PENDING_PARTS) {
      void this.fail(RECORDER_TEXT.cannotKeepUp);
      return;
    }
    void this.pump();
  }

  /** Sends the queue in order, one part at a time, each until acknowledged. */
  private async pump() {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.queue.length > 0) {
        const part = this.queue[0] as Queued;
        const ok = await this.send(part);
        if (!ok) return;
        this.queue.shift();
        this.store.set({ pending: this.queue.length, lastAckLagMs: this.now() - part.endedAt });
      }
    } finally {
      this.sending = false;
      if (this.queue.length === 0 && this.drained) {
        const done = this.drained;
        this.drained = null;
        done();
      }
    }
  }

  /** One part until it is acknowledged (true), or refused for good (false: recording stops). */
  private async send(part: Queued): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      if (!this.queue.includes(part)) return false;
      try {
        await this.deps.upload(part.key, part.data);
        return true;
      } catch (err) {
        const status = err instanceof PartUploadError ? err.status : 0;
        if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
          await this.fail(messageOf(err, RECORDER_TEXT.uploadRefused));
          return false;
        }
        await this.wait(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] as number);
      }
    }
  }
}

function messageOf(err: unknown, fallback: string): string {
  const m = err instanceof PartUploadError ? err.message : (err as { serverMessage?: string })?.serverMessage;
  return m || fallback;
}
