import {
  type BeatKind,
  barPattern,
  beatTimeMs,
  firstBeatAtOrAfter,
  placeInBar,
  type TalaId,
  type Timeline,
} from '../../../common/practice-tools.ts';

/** A running metronome as the server names it: the time line and the bar. */
export type MetronomePlan = Timeline & { beats: number; tala: TalaId | null };

export type PlannedBeat = {
  /** Counted from the start (a tempo change keeps counting). */
  beat: number;
  /** When it sounds, server time. */
  serverMs: number;
  /** 0-based place in the bar. */
  place: number;
  kind: BeatKind;
};

/** The beats sounding in [fromMs, toMs) of server time. */
export function planBeats(plan: MetronomePlan, fromMs: number, toMs: number): PlannedBeat[] {
  const pattern = barPattern(plan.beats, plan.tala);
  const out: PlannedBeat[] = [];
  for (let beat = firstBeatAtOrAfter(plan, fromMs); ; beat++) {
    const serverMs = beatTimeMs(plan, beat);
    if (serverMs >= toMs) break;
    const place = placeInBar(beat, pattern.length);
    out.push({ beat, serverMs, place, kind: pattern[place] as BeatKind });
  }
  return out;
}

/** The beat sounding at `ms` or last before it (null before the anchor). */
export function beatAt(plan: MetronomePlan, ms: number): PlannedBeat | null {
  if (ms < plan.anchorMs) return null;
  const next = firstBeatAtOrAfter(plan, ms);
  const beat = beatTimeMs(plan, next) <= ms ? next : next - 1;
  const pattern = barPattern(plan.beats, plan.tala);
  const place = placeInBar(beat, pattern.length);
  return { beat, serverMs: beatTimeMs(plan, beat), place, kind: pattern[place] as BeatKind };
}
