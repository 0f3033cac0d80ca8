import { describe, expect, it } from 'vitest';
import { NoteSpacing } from './note-spacing.ts';

describe('NoteSpacing', () => {
  it('gives notes bunched by the network back their spacing, within its slack', () => {
    const spacing = new NoteSpacing(25);
    // Their clock is 1000 ms behind ours; the quickest path takes 30 ms.
    expect(spacing.delay(0, 1030)).toBe(25);
    expect(spacing.delay(100, 1130)).toBe(25); // on time: the same wait, the same spacing
    // Three notes 10 ms apart arriving together 20 ms late: 5, 15 and 25 ms apart as played.
    expect([200, 210, 220].map((at) => spacing.delay(at, 1250))).toEqual([5, 15, 25]);
  });

  it('sounds a note later than the slack at once, and learns a quicker path', () => {
    const spacing = new NoteSpacing(25);
    spacing.delay(0, 1030);
    expect(spacing.delay(100, 1200)).toBe(0);
    expect(spacing.delay(200, 1210)).toBe(25); // 20 ms quicker than any before
    expect(spacing.delay(300, 1330)).toBe(5);
    spacing.reset();
    expect(spacing.delay(0, 5000)).toBe(25);
  });
});
