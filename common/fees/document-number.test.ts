import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearAt, financialYearOf, NUMBER_MAX_LENGTH } from './document-number.ts';

describe("documents' numbers", () => {
  it('counts a financial year from 1 April to 31 March', () => {
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2026-12-02')).toBe('2026-27');
    expect(financialYearOf('2099-05-01')).toBe('2099-00');
  });

  it("takes the year on the school's clock, not the server's", () => {
    // 31 March 20:00 UTC is already 1 April 01:30 in Kolkata, and still 31 March in Los Angeles.
    const instant = new Date('2027-03-31T20:00:00Z');
    expect(financialYearAt(instant, 'Asia/Kolkata')).toBe('2027-28');
    expect(financialYearAt(instant, 'America/Los_Angeles')).toBe('2026-27');
    expect(financialYearAt(new Date('2027-03-31T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-27');
  });

  it('writes HSM/2026-27/0001 within 16 characters', () => {
    expect(documentNumber('HSM', '2026-27', 1)).toBe('HSM/2026-27/0001');
    expect(documentNumber('HSM', '2026-27', 9999)).toHaveLength(NUMBER_MAX_LENGTH);
  });
});
