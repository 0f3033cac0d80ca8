import { droneStrings, PRACTICE_LEAD_MS } from '../../../../common/practice-tools.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import {
  PRACTICE_OFF,
  type PracticeChange,
  type PracticeState,
} from '../../../../common/schemas/live-class/practice.ts';
import { type MetronomePlan, type PlannedBeat, planBeats } from '../../../lib/music/beat-plan.ts';
import { DroneCycle } from '../../../lib/music/drone-cycle.ts';
import { HandedClicks } from '../../../lib/music/handed-clicks.ts';
import type { PracticeAudio } from '../../../lib/music/practice-audio.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import type { ServerClock } from './clock-offset.ts';

export const PRACTICE_TEXT = {
  changeFailed: 'The practice tools could not be changed. Please try again.',
} as const;

/** The local volumes (0..1) and mute: this side's only, never sent. */
export type PracticeLevels = { metronome: number; drone: number; muted: boolean };
const LEVELS: PracticeLevels = { metronome: 0.8, drone: 0.6, muted: false };
const LEVELS_KEY = 'practice-tools-levels';

export type PracticeView = {
  /** The tools as the class has them. */
  practice: PracticeState;
  levels: PracticeLevels;
  /** The teacher's change is waiting for the server. */
  busy: boolean;
  error: string | null;
};

/** A beat this side has scheduled: its number and sound, and when it sounds (server clock and wall clock). */
export type ScheduledBeat = PlannedBeat & { wallMs: number };

/**
 * 'server': beats on the server's time line (the shared clock estimate). 'arrival': each side
 * starts when the message reaches it, as separate apps would (bench:practice's comparison).
 */
export type PracticeSync = 'server' | 'arrival';

type Options = {
  role: 'teacher' | 'student';
  setPracticeTools(change: PracticeChange): Promise<MeetingStatus>;
  clock: ServerClock;
  /** The page's audio output (made on first need; null where Web Audio is missing). */
  createAudio(): PracticeAudio | null;
  storage?: Storage | null;
  sync?: PracticeSync;
  /** The local clock of `clock` (Date.now), and the monotonic one Web Audio reports in (performance). */
  now?: () => number;
  perfNow?: () => number;
  timeOrigin?: number;
};

const TICK_MS = 25;
/** How far ahead beats and plucks are handed to Web Audio. */
const LOOKAHEAD_MS = 200;
/** A beat this late when its turn comes is skipped, not played late. */
const LATE_MS = 15;
const CLOCK_WAIT_MS = 5_000;
/** The clock's first round trips, when no tool sounds yet: after the join's offer and answer. */
const CLOCK_START_DELAY_MS = 3_000;

/**
 * The practice tools on one side: follows the class's state, places the metronome's beats on the
 * shared time line and plays them and the drone through Web Audio; the teacher's changes go to
 * the server and come back to both sides in the meeting status.
 */
export class PracticePlayer implements Store<PracticeView> {
  private readonly store: ReturnType<typeof createStore<PracticeView>>;
  readonly subscribe: Store<PracticeView>['subscribe'];
  readonly getSnapshot: Store<PracticeView>['getSnapshot'];
  private audio: PracticeAudio | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private plan: MetronomePlan | null = null;
  private planKey = '';
  /** Server time up to which beats are handed over. */
  private scheduledTo = 0;
  private readonly clicks = new HandedClicks<ScheduledBeat>((beat) => beat.serverMs);
  private droneKey = '';
  private readonly drone = new DroneCycle();
  private startedAt: number | null = null;
  private changes: Promise<void> = Promise.resolve();
  private waiting = 0;
  private readonly now: () => number;
  private readonly perfNow: () => number;
  private readonly timeOrigin: number;

  constructor(private readonly options: Options) {
    this.now = options.now ?? Date.now;
    this.perfNow = options.perfNow ?? (() => performance.now());
    this.timeOrigin = options.timeOrigin ?? performance.timeOrigin;
    this.store = createStore<PracticeView>({
      practice: PRACTICE_OFF,
      levels: readLevels(options.storage),
      busy: false,
      error: null,
    });
    this.subscribe = this.store.subscribe;
    this.getSnapshot = this.store.getSnapshot;
  }

  get sync(): PracticeSync {
    return this.options.sync ?? 'server';
  }

  start() {
    if (this.timer) return;
    // The clock's round trips wait until the join's are done, unless a tool already sounds.
    if (this.sync === 'server') this.options.clock.start(CLOCK_START_DELAY_MS);
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.options.clock.stop();
    this.cancelFrom(Number.NEGATIVE_INFINITY);
    this.audio?.close();
    void this.audio?.ctx.close().catch(() => {});
    this.audio = null;
  }

  /** The class's state, from the meeting status (event stream or poll) or the teacher's answer. */
  apply(practice: PracticeState | undefined) {
    const next = practice ?? PRACTICE_OFF;
    this.store.set({ practice: next });
    const m = next.metronome;
    const key = m.on ? `${m.bpm}/${m.beats}/${m.tala}/${m.anchor_ms}/${m.anchor_beat}` : '';
    if (key !== this.planKey) {
      this.planKey = key;
      if (!m.on) {
        this.plan = null;
        // The clicks still to come are taken back; those already heard stay in the log.
        this.cancelFrom(this.serverNow());
      } else {
        const anchorMs = this.sync === 'arrival' ? this.now() + PRACTICE_LEAD_MS : m.anchor_ms;
        this.plan = { bpm: m.bpm, anchorMs, anchorBeat: m.anchor_beat, beats: m.beats, tala: m.tala };
        // Beats already handed over from the new anchor on belong to the old time line.
        this.cancelFrom(anchorMs - 1);
      }
    }
    const d = next.drone;
    const droneKey = d.on ? `${d.tonic}/${d.cents}/${d.first_string}` : '';
    if (droneKey !== this.droneKey) {
      const wasOn = this.droneKey !== '';
      this.droneKey = droneKey;
      // A new tuning starts a fresh cycle on its first string; the ringing plucks fade on their own.
      this.drone.restart(droneKey !== '' && !wasOn);
    }
    if (m.on || d.on) {
      this.ensureAudio();
      if (this.timer && this.sync === 'server') this.options.clock.start();
    }
    this.tick();
  }

  /**
   * Teacher: starts, changes or stops a tool for both sides. Changes go to the server one at a
   * time, in the order they were made (a tempo typed then Start pressed at once).
   */
  change(change: PracticeChange): Promise<void> {
    if (this.options.role !== 'teacher') return Promise.resolve();
    this.waiting += 1;
    this.store.set({ busy: true, error: null });
    this.changes = this.changes.then(async () => {
      try {
        const status = await this.options.setPracticeTools(change);
        this.apply(status.practice);
      } catch {
        this.store.set({ error: PRACTICE_TEXT.changeFailed });
      } finally {
        this.waiting -= 1;
        if (this.waiting === 0) this.store.set({ busy: false });
      }
    });
    return this.changes;
  }

  setLevels(patch: Partial<PracticeLevels>) {
    const levels = { ...this.store.getSnapshot().levels, ...patch };
    this.store.set({ levels });
    this.audio?.setLevels(levels);
    try {
      this.options.storage?.setItem(LEVELS_KEY, JSON.stringify(levels));
    } catch {
      // Not kept for the next visit; this one still has it.
    }
  }

  /** The beats scheduled so far (the latest 400), for the visual beat and the browser tests. */
  beats(): readonly ScheduledBeat[] {
    return this.clicks.beats();
  }

  /** The beat sounding now: the last one whose time has come. */
  beatNow(): ScheduledBeat | null {
    const wall = this.timeOrigin + this.perfNow();
    const log = this.clicks.beats();
    for (let i = log.length - 1; i >= 0; i--) {
      const b = log[i] as ScheduledBeat;
      if (b.wallMs <= wall) return wall - b.wallMs < 60_000 / (this.plan?.bpm ?? 30) + 50 ? b : null;
    }
    return null;
  }

  /** The server clock estimate in use. */
  clockState() {
    return this.options.clock.getSnapshot();
  }

  /** Web Audio's state here: 'running' once the user has acted on the page; 'none' before any tool played. */
  audioState(): AudioContextState | 'none' {
    return this.audio?.ctx.state ?? 'none';
  }

  /** Audio blocked until the user acts on the page (a browser rule): a click or key resumes it. */
  resumeAudio() {
    void this.audio?.ctx.resume().catch(() => {});
  }

  private ensureAudio() {
    if (this.audio) return;
    this.audio = this.options.createAudio();
    this.audio?.setLevels(this.store.getSnapshot().levels);
    this.resumeAudio();
  }

  /**
   * Beats wait for the first clock estimate (a reloaded page would otherwise play its first
   * beats on its own clock), or CLOCK_WAIT_MS when the server's time cannot be had.
   */
  private clockUsable(): boolean {
    if (this.sync === 'arrival' || this.options.clock.getSnapshot().ready) return true;
    this.startedAt ??= this.perfNow();
    return this.perfNow() - this.startedAt > CLOCK_WAIT_MS;
  }

  /** Server time now, by this side's estimate (the local clock alone when syncing on arrival). */
  private serverNow(): number {
    return this.sync === 'server' ? this.options.clock.serverNow() : this.now();
  }

  /**
   * A server time as Web Audio context time and as wall-clock time. The output timestamp says
   * which context time leaves the speakers at which performance time.
   */
  private place(serverMs: number): { at: number; wallMs: number } | null {
    const ctx = this.audio?.ctx;
    if (!ctx) return null;
    const perf = this.perfNow();
    const perfTarget = perf + (serverMs - this.serverNow());
    const ts = ctx.getOutputTimestamp?.();
    const at =
      ts?.performanceTime && ts.contextTime !== undefined
        ? ts.contextTime + (perfTarget - ts.performanceTime) / 1000
        : ctx.currentTime + (perfTarget - perf) / 1000;
    return { at, wallMs: this.timeOrigin + perfTarget };
  }

  private tick() {
    if (!this.audio) return;
    const now = this.serverNow();
    this.clicks.forgetUpTo(now - 1_000);
    if (this.plan && this.clockUsable()) {
      const from = Math.max(this.scheduledTo, now - LATE_MS);
      const to = now + LOOKAHEAD_MS;
      for (const beat of planBeats(this.plan, from, to)) {
        const placed = this.place(beat.serverMs);
        if (!placed || placed.at < this.audio.ctx.currentTime) continue;
        const scheduled = { ...beat, wallMs: placed.wallMs };
        this.clicks.add(scheduled, this.audio.click(beat.kind, placed.at));
      }
      this.scheduledTo = Math.max(this.scheduledTo, to);
    }
    this.tickDrone();
  }

  private tickDrone() {
    const audio = this.audio;
    if (!audio || !this.droneKey) return;
    const { tonic, cents, first_string } = this.store.getSnapshot().practice.drone;
    const strings = droneStrings(tonic, cents, first_string);
    const horizon = audio.ctx.currentTime + LOOKAHEAD_MS / 1000;
    this.drone.pluckUntil(audio, strings, horizon);
  }

  /** Cancels the clicks handed over for `fromMs` (server time) on, and forgets them. */
  private cancelFrom(fromMs: number) {
    this.clicks.cancelFrom(fromMs);
    this.scheduledTo = Math.min(this.scheduledTo, fromMs);
  }
}

function readLevels(storage: Storage | null | undefined): PracticeLevels {
  try {
    const saved = JSON.parse(storage?.getItem(LEVELS_KEY) ?? 'null') as Partial<PracticeLevels> | null;
    if (!saved) return LEVELS;
    const level = (v: unknown, d: number) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : d);
    return {
      metronome: level(saved.metronome, LEVELS.metronome),
      drone: level(saved.drone, LEVELS.drone),
      muted: saved.muted === true,
    };
  } catch {
    return LEVELS;
  }
}
