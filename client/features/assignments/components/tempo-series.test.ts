import { describe, expect, it } from 'vitest';
import { dayToX, tempoSeries } from './tempo-series.ts';

describe('tempoSeries', () => {
  const titles = new Map([
    [1, 'Teentaal at 80'],
    [2, 'Alankar'],
  ]);

  it('aligns every assignment on the days any reached a tempo, oldest first, with gaps where one was not practised', () => {
    const series = tempoSeries(
      [
        {
          assignment_id: 1,
          points: [
            { day: '2026-11-20', bpm: 72 },
            { day: '2026-11-23', bpm: 80 },
          ],
        },
        {
          assignment_id: 2,
          points: [
            { day: '2026-11-18', bpm: 60 },
            { day: '2026-11-23', bpm: 66 },
          ],
        },
      ],
      titles,
    );
    expect(series.days).toEqual(['2026-11-18', '2026-11-20', '2026-11-23']);
    expect(series.lines).toEqual([
      { assignmentId: 1, label: 'Teentaal at 80', bpm: [null, 72, 80] },
      { assignmentId: 2, label: 'Alankar', bpm: [60, null, 66] },
    ]);
  });

  it('leaves out assignments no longer listed and those without points', () => {
    const series = tempoSeries(
      [
        { assignment_id: 9, points: [{ day: '2026-11-20', bpm: 90 }] },
        { assignment_id: 2, points: [] },
      ],
      titles,
    );
    expect(series).toEqual({ days: [], lines: [] });
  });

  it('places a day at its noon, clear of any clock change', () => {
    expect(dayToX('2026-03-29')).toBe(Date.UTC(2026, 2, 29, 12) / 1000);
  });
});
