import { eq } from 'drizzle-orm';
import { PRACTICE_LEAD_MS, retime, TALAS, type Timeline } from '../../../../common/practice-tools.ts';
import {
  type MetronomeState,
  PRACTICE_OFF,
  type PracticeChange,
  type PracticeState,
} from '../../../../common/schemas/live-class/practice.ts';
import { classes } from '../../../db/schema.ts';
import type { LiveDeps } from '../access/access.service.ts';
import type { Member } from '../class-gate.ts';
import { lessonHome } from '../lesson-home.ts';
import { type MeetingState, readMeetingStatus } from '../meeting-status.ts';

const timelineOf = (m: MetronomeState): Timeline => ({
  bpm: m.bpm,
  anchorMs: m.anchor_ms,
  anchorBeat: m.anchor_beat,
});

/**
 * The metronome after a change at server time `nowMs`. Starting names the first beat
 * PRACTICE_LEAD_MS ahead (time for both sides to hear of it); while running, a tempo change keeps
 * the next beat after the lead and the count, and a new bar or tala starts the count again there.
 */
export function nextMetronome(
  prev: MetronomeState,
  change: NonNullable<PracticeChange['metronome']>,
  nowMs: number,
): MetronomeState {
  const tala = change.tala === undefined ? prev.tala : change.tala;
  const beats = tala ? TALAS[tala].beats : (change.beats ?? prev.beats);
  const bpm = change.bpm ?? prev.bpm;
  const on = change.on ?? prev.on;
  const at = nowMs + PRACTICE_LEAD_MS;
  if (!on) return { ...prev, on, bpm, beats, tala };
  if (!prev.on) return { on, bpm, beats, tala, anchor_ms: at, anchor_beat: 0 };
  const barChanged = beats !== prev.beats || tala !== prev.tala;
  if (!barChanged && bpm === prev.bpm) return prev;
  const next = retime(timelineOf(prev), bpm, at);
  return {
    on,
    bpm,
    beats,
    tala,
    anchor_ms: next.anchorMs,
    anchor_beat: barChanged ? 0 : next.anchorBeat,
  };
}

export function nextPractice(prev: PracticeState, change: PracticeChange, nowMs: number): PracticeState {
  return {
    metronome: change.metronome ? nextMetronome(prev.metronome, change.metronome, nowMs) : prev.metronome,
    drone: change.drone ? { ...prev.drone, ...change.drone } : prev.drone,
  };
}

/** The teacher's change, kept with the lesson; every member learns it from their place's status. */
export async function setPracticeTools(
  deps: LiveDeps,
  { cls }: Member,
  change: PracticeChange,
  now: () => number = Date.now,
): Promise<MeetingState> {
  const { shared, placeIds } = await lessonHome(deps.db, cls);
  // The row as it is now (the gate's copy may be cached), changed in one statement's time.
  const [row] = await deps.db
    .select({ practice: classes.practiceTools })
    .from(classes)
    .where(eq(classes.id, shared));
  const next = nextPractice(row?.practice ?? PRACTICE_OFF, change, now());
  await deps.db.update(classes).set({ practiceTools: next }).where(eq(classes.id, shared));
  for (const id of placeIds) await deps.events.publish(id, 'status');
  return readMeetingStatus(deps.db, cls.id);
}
