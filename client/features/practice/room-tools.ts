import {
  droneStrings,
  type FirstString,
  retime,
  TALAS,
  type TalaId,
  TEMPO,
  type Tonic,
} from '../../../common/practice-tools.ts';
import { type MetronomePlan, type PlannedBeat, planBeats } from '../../lib/music/beat-plan.ts';
import { DroneCycle } from '../../lib/music/drone-cycle.ts';
import { HandedClicks } from '../../lib/music/handed-clicks.ts';
import type { PracticeAudio } from '../../lib/music/practice-audio.ts';
import { createStore, type Store } from '../../lib/store.ts';

export type RoomMetronome = { on: boolean; bpm: number; tala: TalaId | null; beats: number };
export type RoomDrone = { on: boolean; tonic: Tonic; cents: number; firstString: FirstString };
export type RoomLevels = { metronome: number; drone: number };
export type RoomToolsView = { metronome: RoomMetronome; drone: RoomDrone; levels: RoomLevels };

/** A beat handed to Web Audio: `at` is when it sounds, in the audio context's seconds. */
export type RoomBeat = PlannedBeat & { at: number };

export type RoomToolsDeps = {
  /** The page's audio output, made at the first Start (null where Web Audio is missing). */
  createAudio(): PracticeAudio | null;
};

const TICK_MS = 25;
/** How far ahead beats and plucks are handed to Web Audio; a hidden tab's timer may wait a second. */
const LOOKAHEAD_MS = 200;
const HIDDEN_LOOKAHEAD_MS = 2_500;
/** From Start to the first beat. */
const LEAD_MS = 100;
/** A beat this late when its turn comes is skipped, not played late. */
const LATE_MS = 15;

export const ROOM_DEFAULTS: RoomToolsView = {
  metronome: { on: false, bpm: TEMPO.default, tala: 'teentaal', beats: TALAS.teentaal.beats },
  drone: { on: false, tonic: 'C', cents: 0, firstString: 'Pa' },
  levels: { metronome: 0.8, drone: 0.6 },
};

/**
 * The metronome and the tanpura drone on a page alone: no class, no server clock. The beats are
 * placed on the audio context's own clock (a time line in its ms), so nothing but Web Audio
 * decides when a click sounds; the timer only hands them over ahead of time.
 */
export class RoomTools implements Store<RoomToolsView> {
  private readonly store = createStore<RoomToolsView>(ROOM_DEFAULTS);
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private audio: PracticeAudio | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private plan: MetronomePlan | null = null;
  /** Context ms up to which beats are handed over. */
  private scheduledTo = 0;
  private readonly clicks = new HandedClicks<RoomBeat>((beat) => beat.at * 1000);
  private readonly drone = new DroneCycle();
  private hidden = false;

  constructor(private readonly deps: RoomToolsDeps) {}

  start() {
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.cancelFrom(Number.NEGATIVE_INFINITY);
    this.plan = null;
    this.audio?.close();
    void this.audio?.ctx.close().catch(() => {});
    this.audio = null;
    const { metronome, drone } = this.store.getSnapshot();
    this.store.set({ metronome: { ...metronome, on: false }, drone: { ...drone, on: false } });
  }

  /**
   * Starts, stops or changes the metronome. A new tempo takes over from the first beat not yet
   * handed over (counting on); a new bar or tala starts on its sam there.
   */
  setMetronome(patch: Partial<RoomMetronome>) {
    const was = this.store.getSnapshot().metronome;
    const next = { ...was, ...patch };
    if (patch.tala) next.beats = TALAS[patch.tala].beats;
    this.store.set({ metronome: next });
    if (!next.on) {
      this.plan = null;
      // The clicks still to come are taken back.
      if (was.on) this.cancelFrom(this.nowMs());
      return;
    }
    const audio = this.ensureAudio();
    if (!audio) return;
    if (!was.on || !this.plan) {
      this.cancelFrom(Number.NEGATIVE_INFINITY);
      this.plan = { bpm: next.bpm, anchorMs: this.nowMs() + LEAD_MS, anchorBeat: 0, ...bar(next) };
    } else if (next.tala !== was.tala || next.beats !== was.beats) {
      this.plan = { ...retime(this.plan, next.bpm, this.scheduledTo), anchorBeat: 0, ...bar(next) };
    } else if (next.bpm !== was.bpm) {
      this.plan = { ...retime(this.plan, next.bpm, this.scheduledTo), ...bar(next) };
    }
    this.tick();
  }

  /** Starts, stops or tunes the drone; a new tuning plucks its first string next. */
  setDrone(patch: Partial<RoomDrone>) {
    const was = this.store.getSnapshot().drone;
    const next = { ...was, ...patch };
    this.store.set({ drone: next });
    if (!next.on) return;
    if (!this.ensureAudio()) return;
    this.drone.restart(!was.on);
    this.tick();
  }

  setLevels(patch: Partial<RoomLevels>) {
    const levels = { ...this.store.getSnapshot().levels, ...patch };
    this.store.set({ levels });
    this.audio?.setLevels({ ...levels, muted: false });
  }

  /**
   * The page went to a background tab (its timers then run about once a second) or came back:
   * going, the beats and plucks of the next seconds are handed over at once.
   */
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.tick();
  }

  /** Audio blocked until the user acts on the page (a browser rule): a click or key resumes it. */
  resumeAudio() {
    void this.audio?.ctx.resume().catch(() => {});
  }

  /** The beats handed over so far (the latest 400): the bench reads them. */
  beats(): readonly RoomBeat[] {
    return this.clicks.beats();
  }

  /** The beat heard now: the last one whose time has reached the speakers. */
  beatNow(): RoomBeat | null {
    const ctx = this.audio?.ctx;
    if (!ctx || !this.plan) return null;
    const heard = ctx.getOutputTimestamp?.().contextTime ?? ctx.currentTime;
    const log = this.clicks.beats();
    for (let i = log.length - 1; i >= 0; i--) {
      const b = log[i] as RoomBeat;
      if (b.at <= heard) return heard - b.at < 60 / this.plan.bpm + 0.05 ? b : null;
    }
    return null;
  }

  private nowMs() {
    return (this.audio?.ctx.currentTime ?? 0) * 1000;
  }

  private ensureAudio(): PracticeAudio | null {
    if (!this.audio) {
      this.audio = this.deps.createAudio();
      this.audio?.setLevels({ ...this.store.getSnapshot().levels, muted: false });
    }
    this.resumeAudio();
    return this.audio;
  }

  private tick() {
    const audio = this.audio;
    if (!audio) return;
    const now = this.nowMs();
    const ahead = this.hidden ? HIDDEN_LOOKAHEAD_MS : LOOKAHEAD_MS;
    this.clicks.forgetUpTo(now - 1_000);
    if (this.plan) {
      const to = now + ahead;
      for (const beat of planBeats(this.plan, Math.max(this.scheduledTo, now - LATE_MS), to)) {
        const at = beat.serverMs / 1000;
        if (at < audio.ctx.currentTime) continue;
        const scheduled = { ...beat, at };
        this.clicks.add(scheduled, audio.click(beat.kind, at));
      }
      this.scheduledTo = Math.max(this.scheduledTo, to);
    }
    const d = this.store.getSnapshot().drone;
    if (d.on) {
      const strings = droneStrings(d.tonic, d.cents, d.firstString);
      this.drone.pluckUntil(audio, strings, audio.ctx.currentTime + ahead / 1000);
    }
  }

  /** Takes back the clicks handed over for context ms `fromMs` on. */
  private cancelFrom(fromMs: number) {
    this.clicks.cancelFrom(fromMs);
    this.scheduledTo = Math.min(this.scheduledTo, fromMs);
  }
}

const bar = (m: RoomMetronome) => ({ beats: m.beats, tala: m.tala });
