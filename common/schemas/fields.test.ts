import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dbCursor, dbId, isCalendarDate } from './fields.ts';

describe('ids in requests', () => {
  const id = dbId('Invalid id');

  it('reads a number or plain decimal digits', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('42')).toBe(42);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    expect(dbCursor('Invalid cursor').parse('0')).toBe(0);
  });

  it.each(['0x2', '1e1', ' 2', '2 ', '+2', '-1', '', '1.0', '0', '2147483648', '99999999999'])(
    'refuses %j with the field message',
    (text) => {
      const result = id.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid id');
    },
  );

  it('refuses numbers that are not row ids', () => {
    for (const n of [0, -1, 1.5, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY])
      expect(id.safeParse(n).success).toBe(false);
  });

  it('is described as a number or text in the API description', () => {
    const schema = z.toJSONSchema(id, { io: 'input' }) as { anyOf?: { type: string }[] };
    expect(schema.anyOf?.map((s) => s.type)).toEqual(['number', 'string']);
  });
});

describe('calendar days', () => {
  it.each(['2026-11-28', '0001-01-01', '2999-12-31', '2028-02-29'])('takes %s', (day) => {
    expect(isCalendarDate(day)).toBe(true);
  });

  // Year 0 faults the database; from 9999-12-31 a practice week runs into the year 10000.
  it.each(['0000-01-01', '3000-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '2026-1-01'])(
    'refuses %s',
    (day) => {
      expect(isCalendarDate(day)).toBe(false);
    },
  );
});
