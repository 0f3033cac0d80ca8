import { describe, expect, it } from 'vitest';
import { dayInZone, PracticeTime } from './practice-time.ts';

const MIN = 60_000;

/** A clock the test moves by hand. */
function clockAt(iso: string) {
  let t = Date.parse(iso);
  return { now: () => t, pass: (ms: number) => (t += ms) };
}

function setup(iso = '2026-03-03T10:00:00Z', timeZone = 'Asia/Kolkata') {
  const clock = clockAt(iso);
  return { clock, time: new PracticeTime({ now: clock.now, timeZone, visible: true }) };
}

describe('practice time', () => {
  it('counts only while the metronome or drone sounds or a take records', () => {
    const { clock, time } = setup();
    clock.pass(5 * MIN); // the page open, nothing on
    time.set('metronome', true);
    clock.pass(2 * MIN);
    time.set('drone', true);
    clock.pass(MIN);
    time.set('metronome', false);
    clock.pass(MIN); // the drone alone
    time.set('drone', false);
    clock.pass(10 * MIN); // a pause
    time.set('recording', true);
    clock.pass(30_000);
    time.set('recording', false);
    expect(time.elapsedMs()).toBe(4.5 * MIN);
    expect(time.take()).toEqual([{ day: '2026-03-03', seconds: 270, tempo: null }]);
  });

  it('does not count a tab in the background', () => {
    const { clock, time } = setup();
    time.set('metronome', true);
    clock.pass(MIN);
    time.setVisible(false);
    clock.pass(20 * MIN); // the metronome still sounds in the hidden tab
    expect(time.counting()).toBe(false);
    time.setVisible(true);
    clock.pass(MIN);
    expect(time.elapsedMs()).toBe(2 * MIN);
    // A tab opened hidden starts nothing either.
    const hidden = new PracticeTime({ now: clock.now, timeZone: 'UTC', visible: false });
    hidden.set('drone', true);
    clock.pass(MIN);
    expect(hidden.take()).toEqual([]);
  });

  it("splits a session across the student's midnight into their two days", () => {
    // 23:50 in Kolkata (UTC+5:30) is 18:20 UTC: a UTC day would not split here.
    const { clock, time } = setup('2026-03-03T18:20:00Z', 'Asia/Kolkata');
    time.set('metronome', true);
    clock.pass(25 * MIN);
    time.set('metronome', false);
    expect(time.take()).toEqual([
      { day: '2026-03-03', seconds: 600, tempo: null },
      { day: '2026-03-04', seconds: 900, tempo: null },
    ]);
    expect(time.todayMs()).toBe(15 * MIN);
  });

  it('splits at the local midnight of a day the clocks change (New York, spring forward)', () => {
    // 23:30 EST on 7 March 2026 is 04:30 UTC on the 8th; midnight is 05:00 UTC.
    const { clock, time } = setup('2026-03-08T04:30:00Z', 'America/New_York');
    time.set('drone', true);
    clock.pass(4 * 60 * MIN); // on past 02:00, when the clocks jump to 03:00
    expect(time.take()).toEqual([
      { day: '2026-03-07', seconds: 30 * 60, tempo: null },
      { day: '2026-03-08', seconds: 210 * 60, tempo: null },
    ]);
  });

  it('keeps what was taken out of the next take, parts of a second for later, and what the log refused', () => {
    const { clock, time } = setup();
    time.set('metronome', true);
    time.noteTempo(80);
    clock.pass(90_500);
    time.noteTempo(96);
    const first = time.take();
    expect(first).toEqual([{ day: '2026-03-03', seconds: 90, tempo: 96 }]);
    clock.pass(29_500);
    time.noteTempo(84);
    const second = time.take();
    expect(second).toEqual([{ day: '2026-03-03', seconds: 30, tempo: 84 }]);
    time.giveBack(second);
    time.set('metronome', false);
    expect(time.take()).toEqual([{ day: '2026-03-03', seconds: 30, tempo: 84 }]);
    expect(time.take()).toEqual([]);
    expect(time.elapsedMs()).toBe(2 * MIN);
  });

  it('names the day in the zone given', () => {
    const at = Date.parse('2026-03-03T20:00:00Z');
    expect(dayInZone('Asia/Kolkata')(at)).toBe('2026-03-04');
    expect(dayInZone('America/Los_Angeles')(at)).toBe('2026-03-03');
  });
});
