import { describe, expect, it } from 'vitest';
import { SpeakerFollow, SWITCH_AFTER_MS } from './speaker-follow.ts';

const levels = (entries: [number, number][]) => new Map(entries);

describe('following who sounds', () => {
  it('takes the first to sound at once, and nobody while all are quiet', () => {
    const f = new SpeakerFollow();
    expect(
      f.update(
        levels([
          [1, 0.001],
          [2, 0.01],
        ]),
        0,
      ),
    ).toBeNull();
    expect(
      f.update(
        levels([
          [1, 0.3],
          [2, 0.01],
        ]),
        100,
      ),
    ).toBe(1);
  });

  it('changes only after another has been loudest for the switch time', () => {
    const f = new SpeakerFollow();
    f.update(
      levels([
        [1, 0.3],
        [2, 0],
      ]),
      0,
    );
    expect(
      f.update(
        levels([
          [1, 0.05],
          [2, 0.4],
        ]),
        1_000,
      ),
    ).toBe(1);
    expect(
      f.update(
        levels([
          [1, 0.05],
          [2, 0.4],
        ]),
        1_000 + SWITCH_AFTER_MS - 1,
      ),
    ).toBe(1);
    expect(
      f.update(
        levels([
          [1, 0.05],
          [2, 0.4],
        ]),
        1_000 + SWITCH_AFTER_MS,
      ),
    ).toBe(2);
  });

  it('is not moved by a short sound, and keeps the speaker through a rest', () => {
    const f = new SpeakerFollow();
    f.update(
      levels([
        [1, 0.3],
        [2, 0],
      ]),
      0,
    );
    f.update(
      levels([
        [1, 0.1],
        [2, 0.5],
      ]),
      500,
    );
    // The cough is over before the switch time: the count starts again.
    expect(
      f.update(
        levels([
          [1, 0.3],
          [2, 0],
        ]),
        800,
      ),
    ).toBe(1);
    expect(
      f.update(
        levels([
          [1, 0.1],
          [2, 0.5],
        ]),
        900,
      ),
    ).toBe(1);
    expect(
      f.update(
        levels([
          [1, 0.1],
          [2, 0.5],
        ]),
        900 + SWITCH_AFTER_MS - 1,
      ),
    ).toBe(1);
    // Everyone quiet: still the one who played.
    expect(
      f.update(
        levels([
          [1, 0],
          [2, 0],
        ]),
        10_000,
      ),
    ).toBe(1);
  });

  it('lets go of a member who has left', () => {
    const f = new SpeakerFollow();
    f.update(levels([[1, 0.3]]), 0);
    expect(f.update(levels([[2, 0.01]]), 100)).toBeNull();
    expect(f.update(levels([[2, 0.2]]), 200)).toBe(2);
  });
});
