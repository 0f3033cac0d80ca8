import { describe, expect, it } from 'vitest';
import { PitchThrottle, pitchIn, pitchMessage } from './pitch-message.ts';

describe('pitch messages', () => {
  it('carries a pitch or none, and ignores the channel’s other messages', () => {
    expect(pitchIn(pitchMessage(220.4137))).toBe(220.41);
    expect(pitchIn(pitchMessage(null))).toBeNull();
    expect(pitchIn('{"camera":true}')).toBeUndefined();
    expect(pitchIn('{"pitch":"loud"}')).toBeUndefined();
    expect(pitchIn('{"pitch":1e9}')).toBeUndefined();
    expect(pitchIn('not json')).toBeUndefined();
  });

  it('sends at most 25 readings a second, but a change to or from no pitch at once', () => {
    const throttle = new PitchThrottle(40);
    const sent = [0, 21, 42, 63, 84, 105].filter((at) => throttle.due(220, at));
    expect(sent).toEqual([0, 42, 84]);
    expect(throttle.due(null, 90)).toBe(true);
    expect(throttle.due(null, 100)).toBe(false);
    expect(throttle.due(330, 101)).toBe(true);
  });
});
