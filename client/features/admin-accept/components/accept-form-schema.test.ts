import { describe, expect, it } from 'vitest';
import { acceptBody, blankChoice, choicesFrom, mondayFrom } from './accept-form-schema.ts';

describe('the Accept form’s values', () => {
  it('start on the Monday on or after today', () => {
    expect(mondayFrom('2026-03-04')).toBe('2026-03-09'); // a Wednesday
    expect(mondayFrom('2026-03-08')).toBe('2026-03-09'); // a Sunday
    expect(mondayFrom('2026-03-09')).toBe('2026-03-09'); // a Monday: today
    expect(mondayFrom('2026-12-29')).toBe('2027-01-04'); // across the year's end
  });

  it('open with the applicant’s known courses and plans, at most five, or one empty block', () => {
    const picked = choicesFrom(
      [
        { course: 'piano', type: 'quarter' },
        { course: 'drums', type: 'quarter' },
        { course: 'dual', type: 'crash' },
        { course: 'opera', type: 'certification' },
      ],
      '2026-03-09',
    );
    expect(picked.map((c) => [c.course, c.planType])).toEqual([
      ['piano', 'quarter'],
      ['opera', 'certification'],
    ]);
    expect(choicesFrom([], '2026-03-09')).toEqual([blankChoice('2026-03-09')]);
    const many = Array.from({ length: 7 }, () => ({ course: 'violin', type: 'crash' }));
    expect(choicesFrom(many, '2026-03-09')).toHaveLength(5);
  });

  it('send no series when weekly lessons are not booked now', () => {
    const weekly = blankChoice('2026-03-09', 'piano', 'quarter');
    expect(
      acceptBody({ choices: [weekly, { ...weekly, weekly: false }] }).choices.map((c) => c.series),
    ).toEqual([{ weekdays: [1], startTime: '', durationMinutes: '60' }, null]);
  });
});
