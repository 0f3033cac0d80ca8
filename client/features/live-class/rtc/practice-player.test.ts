import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_LEAD_MS } from '../../../../common/practice-tools.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import { PRACTICE_OFF, type PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import { fakePracticeAudio } from '../../../test/fake-practice-audio.ts';
import type { ServerClock } from './clock-offset.ts';
import { PracticePlayer, type PracticeSync } from './practice-player.ts';

const OFFSET = 1_000; // the server's clock runs 1 s ahead of this page's

function setup(sync: PracticeSync = 'server') {
  // Web Audio's context time is the page's clock in seconds.
  const { createAudio, clicks, plucks } = fakePracticeAudio(() => Date.now() / 1000);
  const starts: (number | undefined)[] = [];
  const clock = {
    start(afterMs?: number) {
      starts.push(afterMs);
    },
    stop() {},
    getSnapshot: () => ({ ready: true, offsetMs: OFFSET, delayMs: 4 }),
    serverNow: () => Date.now() + OFFSET,
  } as unknown as ServerClock;
  let answer: PracticeState = PRACTICE_OFF;
  const player = new PracticePlayer({
    role: 'teacher',
    setPracticeTools: async () => ({ practice: answer }) as MeetingStatus,
    clock,
    createAudio,
    sync,
    perfNow: () => Date.now(),
    timeOrigin: 0,
  });
  player.start();
  return { player, clicks, plucks, starts, answerWith: (p: PracticeState) => (answer = p) };
}

const teentaal = (anchorServerMs: number, bpm = 120, anchorBeat = 0): PracticeState => ({
  ...PRACTICE_OFF,
  metronome: {
    on: true,
    bpm,
    beats: 16,
    tala: 'teentaal',
    anchor_ms: anchorServerMs,
    anchor_beat: anchorBeat,
  },
});

describe('practice player', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(8_000);
  });
  afterEach(() => vi.useRealTimers());

  it('plays the beats at their server times on this clock, accents by the tala', () => {
    const { player, clicks } = setup();
    player.apply(teentaal(10_000)); // server 10 s = local 9 s
    vi.advanceTimersByTime(6_000); // local 14 s: beats at local 9.0 ... 14.0 (+ lookahead)
    expect(clicks.slice(0, 10).map((c) => c.at)).toEqual([9, 9.5, 10, 10.5, 11, 11.5, 12, 12.5, 13, 13.5]);
    expect(clicks.slice(0, 9).map((c) => c.kind)).toEqual([
      'sam',
      'beat',
      'beat',
      'beat',
      'tali',
      'beat',
      'beat',
      'beat',
      'khali',
    ]);
    expect(player.beats()[0]).toMatchObject({ beat: 0, serverMs: 10_000, wallMs: 9_000 });
    expect(player.beatNow()).toMatchObject({ beat: 10 });
    player.stop();
  });

  it('puts the clock estimate off at start, and asks for it at once when a tool sounds', () => {
    const { player, starts } = setup();
    expect(starts).toEqual([3_000]);
    player.apply(PRACTICE_OFF);
    expect(starts).toEqual([3_000]);
    player.apply(teentaal(10_000));
    expect(starts).toEqual([3_000, undefined]);
    player.stop();
  });

  it('a page arriving late starts with the next beat, in phase', () => {
    vi.setSystemTime(20_100);
    const { player, clicks } = setup();
    player.apply(teentaal(10_000));
    vi.advanceTimersByTime(300);
    // Server 21.1 s: beat 23 (server 21.5 s = local 20.5 s) is the first.
    expect(player.beats()[0]).toMatchObject({ beat: 23, place: 7, wallMs: 20_500 });
    expect(clicks[0]?.at).toBe(20.5);
    player.stop();
  });

  it('a tempo change takes back the clicks already handed over from its first beat on', () => {
    const { player, clicks } = setup();
    player.apply(teentaal(10_000));
    vi.advanceTimersByTime(2_380); // local 10.38 s: handed over up to local 10.58 s (beat 3 at 10.5)
    expect(player.beats().map((b) => b.beat)).toEqual([0, 1, 2, 3]);
    // The server keeps beat 3 (server 11.5 s) and runs at 60 from there.
    player.apply(teentaal(11_500, 60, 3));
    expect(clicks[3]?.stop).toHaveBeenCalled();
    vi.advanceTimersByTime(3_000);
    const beats = player.beats();
    expect(beats.map((b) => [b.beat, b.wallMs])).toEqual([
      [0, 9_000],
      [1, 9_500],
      [2, 10_000],
      [3, 10_500],
      [4, 11_500],
      [5, 12_500],
      [6, 13_500],
    ]);
    player.stop();
  });

  it('stopping takes back the clicks to come and keeps the ones heard', () => {
    const { player, clicks } = setup();
    player.apply(teentaal(10_000));
    vi.advanceTimersByTime(2_100); // local 10.1 s; handed over to 10.3 s (beats 0..2)
    player.apply(PRACTICE_OFF);
    expect(clicks.filter((c) => c.stop.mock.calls.length > 0)).toHaveLength(0);
    vi.advanceTimersByTime(130); // beat 2 at 10.0 was heard; nothing new comes
    expect(player.beats().map((b) => b.beat)).toEqual([0, 1, 2]);
    vi.advanceTimersByTime(2_000);
    expect(clicks).toHaveLength(3);
    player.stop();
  });

  it("'arrival' starts on the message, whatever the server named", () => {
    const { player } = setup('arrival');
    player.apply(teentaal(50_000));
    vi.advanceTimersByTime(1_000);
    expect(player.beats()[0]).toMatchObject({ beat: 0, wallMs: 8_000 + PRACTICE_LEAD_MS });
    player.stop();
  });

  it("plucks the drone's four strings in turn; the teacher's change applies the server's answer", async () => {
    const { player, plucks, answerWith } = setup();
    answerWith({ ...PRACTICE_OFF, drone: { on: true, tonic: 'A', cents: 0, first_string: 'Pa' } });
    await player.change({ drone: { on: true, tonic: 'A' } });
    expect(player.getSnapshot()).toMatchObject({ busy: false, error: null });
    vi.advanceTimersByTime(3_800);
    expect(plucks.slice(0, 5).map((p) => Math.round(p.hz))).toEqual([165, 220, 220, 110, 165]);
    player.setLevels({ muted: true });
    expect(player.getSnapshot().levels.muted).toBe(true);
    player.stop();
  });
});
