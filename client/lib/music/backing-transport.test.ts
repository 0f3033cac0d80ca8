import { describe, expect, it } from 'vitest';
import {
  clock,
  loopJump,
  loopOf,
  positionAt,
  type Transport,
  transportIn,
  transportMessage,
} from './backing-transport.ts';

const playing: Transport = {
  name: 'Yaman.mp3',
  playing: true,
  at: 12.5,
  duration: 180,
  loop: null,
  tempo: 1,
};

describe('the backing track transport', () => {
  it('goes over the channel and back as it was, rounded to 10 ms; none is null', () => {
    const t = { ...playing, at: 12.504, loop: [10, 20.123] as const, tempo: 0.8 };
    expect(transportIn(transportMessage(t))).toEqual({ ...t, at: 12.5, loop: [10, 20.12] });
    expect(transportIn(transportMessage(null))).toBeNull();
  });

  it('is not taken from other messages, nor believed when it cannot be', () => {
    for (const data of [
      '{"pitch":220}',
      'not json',
      'null',
      JSON.stringify({ backing: { ...playing, tempo: 2 } }),
      JSON.stringify({ backing: { ...playing, at: -1 } }),
      JSON.stringify({ backing: { ...playing, playing: 'yes' } }),
      JSON.stringify({ backing: { ...playing, loop: [20, 10] } }),
      JSON.stringify({ backing: { ...playing, loop: [170, 200] } }),
      JSON.stringify({ backing: { ...playing, duration: Number.POSITIVE_INFINITY } }),
    ])
      expect(transportIn(data), data).toBeUndefined();
  });

  it('runs the position on at its tempo while playing, round the loop, and holds it paused or at the end', () => {
    expect(positionAt(playing, 2000)).toBeCloseTo(14.5);
    expect(positionAt({ ...playing, tempo: 0.5 }, 2000)).toBeCloseTo(13.5);
    expect(positionAt({ ...playing, playing: false }, 60_000)).toBe(12.5);
    expect(positionAt({ ...playing, at: 179 }, 5000)).toBe(180);
    const looped = { ...playing, loop: [10, 15] as const };
    expect(positionAt(looped, 2000)).toBeCloseTo(14.5);
    expect(positionAt(looped, 3500)).toBeCloseTo(11); // 16 is 1 s past B: 1 s after A
    // Started past the loop's end (seeked there): plays on to the end.
    expect(positionAt({ ...looped, at: 100 }, 1000)).toBeCloseTo(101);
  });

  it('sets a loop in order and within the track, none when A and B meet; jumps back past B', () => {
    expect(loopOf(20, 10, 180)).toEqual([10, 20]);
    expect(loopOf(170, 200, 180)).toEqual([170, 180]);
    expect(loopOf(10, 10.1, 180)).toBeNull();
    expect(loopJump(20.02, [10, 20])).toBe(10);
    expect(loopJump(19.9, [10, 20])).toBeNull();
    expect(loopJump(50, null)).toBeNull();
    expect([clock(0), clock(65.9), clock(600)]).toEqual(['0:00', '1:05', '10:00']);
  });
});
