/** What makes time count as practice: a tool sounding or a take being recorded. */
export type PracticeActivity = 'metronome' | 'drone' | 'recording';

/** Time counted on one of the student's days, ready for the practice log. */
export type CountedDay = { day: string; seconds: number; tempo: number | null };

export type PracticeTimeDeps = {
  /** The wall clock, ms since the epoch (Date.now). */
  now(): number;
  /** The student's time zone (IANA): their days are the log's days. */
  timeZone: string;
  visible: boolean;
};

/**
 * The practice room's minute counting, on an injected clock: time counts only while the
 * metronome or the drone sounds or a take is recording, and only while the tab is visible. A
 * stretch across the student's midnight goes half to each day. What is counted waits to be
 * taken (`take`) for the log; parts of a second are kept for the next take.
 */
export class PracticeTime {
  private readonly active = new Set<PracticeActivity>();
  private visible: boolean;
  /** When the stretch counting now began, or null. */
  private since: number | null = null;
  /** Ms counted and not yet taken, per day. */
  private readonly waiting = new Map<string, number>();
  /** Ms counted in this visit, per day (taken or not). */
  private readonly total = new Map<string, number>();
  /** The metronome's fastest tempo while counting, since the last take. */
  private tempo: number | null = null;
  private readonly dayOf: (ms: number) => string;

  constructor(private readonly deps: PracticeTimeDeps) {
    this.visible = deps.visible;
    this.dayOf = dayInZone(deps.timeZone);
  }

  /** An activity starts or stops. */
  set(activity: PracticeActivity, on: boolean) {
    this.close();
    if (on) this.active.add(activity);
    else this.active.delete(activity);
    this.open();
  }

  /** The tab was shown or hidden. */
  setVisible(visible: boolean) {
    this.close();
    this.visible = visible;
    this.open();
  }

  /** The metronome's tempo while it sounds: the log keeps the fastest reached. */
  noteTempo(bpm: number) {
    if (this.counting()) this.tempo = Math.max(this.tempo ?? 0, bpm);
  }

  counting(): boolean {
    return this.visible && this.active.size > 0;
  }

  /** Ms counted in this visit, on all days. */
  elapsedMs(): number {
    this.close();
    this.open();
    let sum = 0;
    for (const ms of this.total.values()) sum += ms;
    return sum;
  }

  /** Ms counted in this visit on the student's today. */
  todayMs(): number {
    this.close();
    this.open();
    return this.total.get(this.dayOf(this.deps.now())) ?? 0;
  }

  /** The whole seconds counted so far, a day each, for the log; the rest waits. */
  take(): CountedDay[] {
    this.close();
    this.open();
    const out: CountedDay[] = [];
    for (const [day, ms] of this.waiting) {
      const seconds = Math.floor(ms / 1000);
      if (seconds < 1) continue;
      out.push({ day, seconds, tempo: this.tempo });
      this.waiting.set(day, ms - seconds * 1000);
    }
    if (out.length) this.tempo = null;
    return out;
  }

  /** Days the log could not take: they wait for the next take. */
  giveBack(days: CountedDay[]) {
    for (const d of days) {
      add(this.waiting, d.day, d.seconds * 1000);
      if (d.tempo !== null) this.tempo = Math.max(this.tempo ?? 0, d.tempo);
    }
  }

  private open() {
    this.since = this.counting() ? this.deps.now() : null;
  }

  /** Counts the stretch since `since`, cut at each of the student's midnights. */
  private close() {
    if (this.since === null) return;
    const end = this.deps.now();
    let from = this.since;
    this.since = null;
    while (from < end) {
      const day = this.dayOf(from);
      const to = this.dayOf(end - 1) === day ? end : nextDayStart(this.dayOf, from, end);
      add(this.waiting, day, to - from);
      add(this.total, day, to - from);
      from = to;
    }
  }
}

const add = (m: Map<string, number>, day: string, ms: number) => m.set(day, (m.get(day) ?? 0) + ms);

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayInZone(timeZone: string): (ms: number) => string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (ms) => f.format(ms);
}

/** The first ms in (from, end] on a later day than `from`'s: found by halving, so any zone's rules hold. */
function nextDayStart(dayOf: (ms: number) => string, from: number, end: number): number {
  const day = dayOf(from);
  let lo = from;
  let hi = end;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayOf(mid) === day) lo = mid;
    else hi = mid;
  }
  return hi;
}
