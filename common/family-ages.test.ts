import { describe, expect, it } from 'vitest';
import { isMinorOn, mailsOwnCopyOn } from './family-ages.ts';
import { schoolDate } from './school-time.ts';

describe('the family ages, on the school’s date', () => {
  it('is a minor until the 18th birthday, and an adult on it', () => {
    expect(isMinorOn('2008-06-16', '2026-06-15')).toBe(true);
    expect(isMinorOn('2008-06-15', '2026-06-15')).toBe(false);
    expect(isMinorOn('2009-06-15', '2026-06-15')).toBe(true);
    // Born on 29 February: 18 on 1 March in a year without one.
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
  });

  it('gets their own copy of the mails from the 13th birthday; at 12 only the guardians do', () => {
    expect(mailsOwnCopyOn('2013-06-16', '2026-06-15')).toBe(false);
    expect(mailsOwnCopyOn('2013-06-15', '2026-06-15')).toBe(true);
    expect(mailsOwnCopyOn(null, '2026-06-15')).toBe(true);
  });

  it("takes the school's own-mail age when it sets one", () => {
    expect(mailsOwnCopyOn('2011-06-15', '2026-06-15', 16)).toBe(false);
    expect(mailsOwnCopyOn('2010-06-15', '2026-06-15', 16)).toBe(true);
    expect(mailsOwnCopyOn('2020-06-15', '2026-06-15', 0)).toBe(true);
  });

  it("counts the birthday on the school's calendar, not the family's", () => {
    // 20:00 in New York on 14 June is already 15 June in India: the school's day is the birthday.
    const now = new Date('2026-06-15T00:00:00Z');
    expect(schoolDate('America/New_York', now)).toBe('2026-06-14');
    expect(isMinorOn('2008-06-15', schoolDate('Asia/Kolkata', now))).toBe(false);
    expect(mailsOwnCopyOn('2013-06-15', schoolDate('Asia/Kolkata', now))).toBe(true);
    expect(isMinorOn('2008-06-15', schoolDate('America/New_York', now))).toBe(true);
    expect(mailsOwnCopyOn('2013-06-15', schoolDate('America/New_York', now))).toBe(false);
  });
});
