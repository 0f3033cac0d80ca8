import { describe, expect, it, vi } from 'vitest';
import { PracticeSession, type RoomEntry, SESSION_TEXT } from './practice-session.ts';
import { PracticeTime } from './practice-time.ts';

const MIN = 60_000;
const idle = { metronome: false, drone: false, recording: false, bpm: 80 };

function setup(assignmentId: number | null = 7) {
  let t = Date.parse('2026-03-03T10:00:00Z');
  const saved: { entry: RoomEntry; keepalive: boolean }[] = [];
  const save = vi.fn(async (entry: RoomEntry, keepalive: boolean) => {
    saved.push({ entry, keepalive });
  });
  const time = new PracticeTime({ now: () => t, timeZone: 'Asia/Kolkata', visible: true });
  const session = new PracticeSession({ time, save, assignmentId });
  return { session, saved, save, pass: (ms: number) => (t += ms) };
}

describe('the practice session', () => {
  it("sends the room's minutes for the assignment when the student stops everything", async () => {
    const { session, saved, pass } = setup();
    session.follow({ ...idle, metronome: true, bpm: 80 });
    pass(MIN);
    session.follow({ ...idle, metronome: true, drone: true, bpm: 92 });
    pass(MIN);
    session.follow({ ...idle, drone: true });
    expect(saved).toEqual([]);
    pass(30_000);
    session.follow(idle);
    await session.flush(false);
    expect(saved).toEqual([
      {
        entry: { source: 'room', assignment_id: 7, day: '2026-03-03', seconds: 150, tempo: 92 },
        keepalive: false,
      },
    ]);
  });

  it('sends at once, kept alive, when the tab goes to the background, and counts nothing there', async () => {
    const { session, saved, pass } = setup(null);
    session.follow({ ...idle, drone: true });
    pass(2 * MIN);
    session.setVisible(false);
    pass(10 * MIN);
    await session.flush(true);
    expect(saved).toEqual([
      {
        entry: { source: 'room', assignment_id: null, day: '2026-03-03', seconds: 120, tempo: null },
        keepalive: true,
      },
    ]);
    expect(session.getSnapshot()).toMatchObject({ elapsedMs: 2 * MIN, counting: false });
  });

  it("shows today's practice with what the log had before; a refused save is sent again later", async () => {
    const { session, save, saved, pass } = setup();
    session.setLoggedToday(300);
    session.follow({ ...idle, recording: true });
    pass(MIN);
    save.mockRejectedValueOnce(new Error('offline'));
    session.follow(idle);
    await session.flush(false);
    expect(session.getSnapshot()).toMatchObject({ todayMs: 6 * MIN, error: SESSION_TEXT.saveFailed });
    session.follow({ ...idle, recording: true });
    pass(MIN);
    session.follow(idle);
    await session.flush(false);
    expect(saved.map((s) => s.entry.seconds)).toEqual([120]);
    expect(session.getSnapshot()).toMatchObject({ todayMs: 7 * MIN, error: null });
  });
});
