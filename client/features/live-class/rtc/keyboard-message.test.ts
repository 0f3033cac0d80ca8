import { describe, expect, it } from 'vitest';
import { keyboardEventMessage, keyboardIn, keyboardStateMessage } from './keyboard-message.ts';

const none = () => ({ held: [], pedal: false });

describe('keyboard messages', () => {
  it('carries each key down and up with its velocity and the time it was played', () => {
    const down = keyboardEventMessage({ type: 'note', note: 60, velocity: 100, at: 1234.567 }, none);
    expect(down).toBe('{"key":[60,100,1234.6]}');
    expect(keyboardIn(down)).toEqual({
      kind: 'event',
      event: { type: 'note', note: 60, velocity: 100, at: 1234.6 },
    });
    expect(keyboardIn(keyboardEventMessage({ type: 'note', note: 60, velocity: 0, at: 1300 }, none))).toEqual(
      {
        kind: 'event',
        event: { type: 'note', note: 60, velocity: 0, at: 1300 },
      },
    );
  });

  it('carries the pedal, and all-notes-off as the whole (empty) state', () => {
    const pedal = keyboardEventMessage({ type: 'pedal', down: true, at: 5 }, none);
    expect(pedal).toBe('{"pedal":[1,5]}');
    expect(keyboardIn(pedal)).toEqual({ kind: 'event', event: { type: 'pedal', down: true, at: 5 } });
    expect(keyboardIn(keyboardEventMessage({ type: 'all-off', at: 6 }, none))).toEqual({
      kind: 'state',
      state: { held: [], pedal: false },
    });
  });

  it('carries the whole state, and the end of sharing', () => {
    const state = { held: [{ note: 48, velocity: 30 }], pedal: true };
    expect(keyboardStateMessage(state)).toBe('{"keys":{"held":[[48,30]],"pedal":true}}');
    expect(keyboardIn(keyboardStateMessage(state))).toEqual({ kind: 'state', state });
    expect(keyboardIn(keyboardStateMessage(null))).toEqual({ kind: 'stopped' });
  });

  it('ignores the channel’s other messages and malformed ones', () => {
    for (const data of [
      '{"pitch":220}',
      '{"camera":true}',
      'not json',
      'null',
      '{"key":[128,100,1]}',
      '{"key":[60,-1,1]}',
      '{"key":[60.5,100,1]}',
      '{"key":[60,100,"soon"]}',
      '{"pedal":[2,1]}',
      '{"keys":{"held":"all","pedal":false}}',
      '{"keys":{"held":[]}}',
    ])
      expect(keyboardIn(data), data).toBeUndefined();
    // A held key of velocity 0 or out of range is dropped, not the whole state.
    expect(keyboardIn('{"keys":{"held":[[60,0],[200,5],[62,9]],"pedal":false}}')).toEqual({
      kind: 'state',
      state: { held: [{ note: 62, velocity: 9 }], pedal: false },
    });
  });
});
