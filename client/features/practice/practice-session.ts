import { createStore, type Store } from '../../lib/store.ts';
import type { CountedDay, PracticeTime } from './practice-time.ts';

export const SESSION_TEXT = {
  saveFailed: 'Your practice time could not be saved just now; it will be sent again when you next stop.',
} as const;

/** One day's counted practice as the log takes it (POST practice-log, source 'room'). */
export type RoomEntry = {
  source: 'room';
  assignment_id: number | null;
  day: string;
  seconds: number;
  tempo: number | null;
};

export type SessionDeps = {
  time: PracticeTime;
  /** Posts one entry; `keepalive` when the page may be going away. */
  save(entry: RoomEntry, keepalive: boolean): Promise<unknown>;
  /** The assignment the room was opened from. */
  assignmentId: number | null;
};

/** What the room is doing that counts as practice. */
export type SessionActivity = { metronome: boolean; drone: boolean; recording: boolean; bpm: number };

export type SessionView = {
  /** Counted in this visit. */
  elapsedMs: number;
  /** Logged before this visit today, plus this visit's today. */
  todayMs: number;
  counting: boolean;
  error: string | null;
};

/**
 * The practice room's log keeper: follows the tools, the recorder and the tab's visibility into
 * the minute counting, and sends what was counted to the practice log when the student stops
 * everything, when the tab goes to the background, and when the page goes away.
 */
export class PracticeSession implements Store<SessionView> {
  private readonly store = createStore<SessionView>({
    elapsedMs: 0,
    todayMs: 0,
    counting: false,
    error: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private loggedTodayMs = 0;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly deps: SessionDeps) {}

  /** The practice already in the log for today (read once as the room opens). */
  setLoggedToday(seconds: number) {
    this.loggedTodayMs = seconds * 1000;
    this.refresh();
  }

  follow(a: SessionActivity) {
    const { time } = this.deps;
    const was = time.counting();
    time.set('metronome', a.metronome);
    time.set('drone', a.drone);
    time.set('recording', a.recording);
    if (a.metronome) time.noteTempo(a.bpm);
    // Everything stopped: what was counted goes to the log now.
    if (was && !a.metronome && !a.drone && !a.recording) void this.flush(false);
    this.refresh();
  }

  setVisible(visible: boolean) {
    this.deps.time.setVisible(visible);
    if (!visible) void this.flush(true);
    this.refresh();
  }

  /** Sends what was counted; a day the log refuses waits for the next flush. */
  flush(keepalive: boolean): Promise<void> {
    const days = this.deps.time.take();
    if (!days.length) return this.saving;
    this.saving = this.saving.then(async () => {
      const failed: CountedDay[] = [];
      for (const d of days) {
        const entry: RoomEntry = { source: 'room', assignment_id: this.deps.assignmentId, ...d };
        await this.deps.save(entry, keepalive).catch(() => failed.push(d));
      }
      this.deps.time.giveBack(failed);
      this.store.set({ error: failed.length ? SESSION_TEXT.saveFailed : null });
    });
    return this.saving;
  }

  /** Re-reads the counters (the page calls it each second for the timer). */
  refresh() {
    const { time } = this.deps;
    this.store.set({
      elapsedMs: time.elapsedMs(),
      todayMs: this.loggedTodayMs + time.todayMs(),
      counting: time.counting(),
    });
  }
}
