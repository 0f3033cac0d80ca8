import { describe, expect, it } from 'vitest';
import { summariseWeek, tempoPoints, weekFrom } from './practice-week.ts';

describe('the practice week', () => {
  it('is seven calendar days, across a month end', () => {
    expect(weekFrom('2026-02-26')).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });

  it('adds the seconds of a day before rounding down to minutes, in all and per assignment', () => {
    const rows = [
      { assignmentId: 7, day: '2026-03-02', seconds: 90, tempo: null },
      { assignmentId: 7, day: '2026-03-02', seconds: 30, tempo: 80 },
      { assignmentId: null, day: '2026-03-02', seconds: 20 * 60, tempo: null },
      { assignmentId: 9, day: '2026-03-04', seconds: 59, tempo: null },
      { assignmentId: 9, day: '2026-03-20', seconds: 600, tempo: null }, // another week
    ];
    const days = summariseWeek(rows, '2026-03-02');
    expect(days[0]).toEqual({
      day: '2026-03-02',
      minutes: 22,
      by_assignment: [
        { assignment_id: null, minutes: 20 },
        { assignment_id: 7, minutes: 2 },
      ],
    });
    expect(days[1]).toEqual({ day: '2026-03-03', minutes: 0, by_assignment: [] });
    expect(days[2]?.minutes).toBe(0);
    expect(days.map((d) => d.minutes)).toEqual([22, 0, 0, 0, 0, 0, 0]);
  });

  it("charts each assignment's fastest tempo per day, in order of days", () => {
    const rows = [
      { assignmentId: 7, day: '2026-03-03', seconds: 60, tempo: 84 },
      { assignmentId: 7, day: '2026-03-02', seconds: 60, tempo: 72 },
      { assignmentId: 7, day: '2026-03-02', seconds: 60, tempo: 76 },
      { assignmentId: 7, day: '2026-03-04', seconds: 60, tempo: null },
      { assignmentId: null, day: '2026-03-02', seconds: 60, tempo: 100 },
      { assignmentId: 3, day: '2026-03-01', seconds: 60, tempo: 60 },
    ];
    expect(tempoPoints(rows)).toEqual([
      { assignment_id: 3, points: [{ day: '2026-03-01', bpm: 60 }] },
      {
        assignment_id: 7,
        points: [
          { day: '2026-03-02', bpm: 76 },
          { day: '2026-03-03', bpm: 84 },
        ],
      },
    ]);
  });
});
