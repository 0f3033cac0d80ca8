import { describe, expect, it } from 'vitest';
import { displayBatchName, formatClassTime, unreadBadge } from './format.ts';

describe('room formats', () => {
  it('caps the badge at 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it("decodes apostrophes of the batch name, or says 'Live Class'", () => {
    expect(displayBatchName('Asha&#039;s Piano &#39;A&#39; &apos;B&apos;')).toBe("Asha's Piano 'A' 'B'");
    expect(displayBatchName(null)).toBe('Live Class');
    expect(displayBatchName('  ')).toBe('Live Class');
  });

  it('formats the class time as hh:mm:ss', () => {
    expect(formatClassTime(0)).toBe('00:00:00');
    expect(formatClassTime(3_723_999)).toBe('01:02:03');
  });
});
