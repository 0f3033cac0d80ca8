import { describe, expect, it } from 'vitest';
import {
  followTempo,
  movePoint,
  positionAt,
  positionText,
  startFrom,
  tempoAt,
  validSpeed,
} from './loop-math.ts';

const loop = { a: 1, b: 2, on: true };

describe('positionAt', () => {
  it('moves at the rate from where it started, and not before the start', () => {
    const anchor = { at: 10, from: 1, rate: 0.5 };
    expect(positionAt(anchor, 9, loop)).toBe(1);
    expect(positionAt(anchor, 11, loop)).toBe(1.5);
  });

  it('goes back to A by the loop length at B, however many times round', () => {
    const anchor = { at: 0, from: 1, rate: 0.5 };
    expect(positionAt(anchor, 2, loop)).toBe(1); // B reached: A again
    expect(positionAt(anchor, 2.5, loop)).toBeCloseTo(1.25);
    expect(positionAt(anchor, 7, loop)).toBeCloseTo(1.5); // 3.5 s of recording: three times round
  });

  it('plays from before A through to B, then loops', () => {
    expect(positionAt({ at: 0, from: 0, rate: 1 }, 1.5, loop)).toBe(1.5);
    expect(positionAt({ at: 0, from: 0, rate: 1 }, 2.25, loop)).toBeCloseTo(1.25);
  });

  it('runs on past B with the loop off', () => {
    expect(positionAt({ at: 0, from: 1, rate: 1 }, 3, { ...loop, on: false })).toBe(4);
  });
});

describe('startFrom', () => {
  it('starts where it paused inside the loop, at A outside it', () => {
    expect(startFrom(1.4, loop, 4)).toBe(1.4);
    expect(startFrom(0.5, loop, 4)).toBe(1);
    expect(startFrom(2, loop, 4)).toBe(1);
  });

  it('with the loop off, starts where it paused, from the top at the end', () => {
    expect(startFrom(3, { ...loop, on: false }, 4)).toBe(3);
    expect(startFrom(4, { ...loop, on: false }, 4)).toBe(0);
  });
});

describe('movePoint', () => {
  it('keeps A and B within the recording and at least 0.2 s apart', () => {
    expect(movePoint(loop, 'a', -1, 4)).toEqual({ ...loop, a: 0 });
    expect(movePoint(loop, 'a', 1.95, 4).a).toBeCloseTo(1.8);
    expect(movePoint(loop, 'b', 9, 4)).toEqual({ ...loop, b: 4 });
    expect(movePoint(loop, 'b', 0, 4).b).toBeCloseTo(1.2);
  });
});

describe('validSpeed', () => {
  it('is 50 to 100 % in steps of 5', () => {
    expect(validSpeed(0.3)).toBe(0.5);
    expect(validSpeed(1.2)).toBe(1);
    expect(validSpeed(0.73)).toBe(0.75);
    expect(validSpeed(0.55)).toBe(0.55);
  });
});

describe('tempoAt and followTempo', () => {
  it('ticks a recording at 80 at 40 at half speed, 60 at 75 %, whole beats within the tempo range', () => {
    expect(tempoAt(80, 0.5)).toBe(40);
    expect(tempoAt(80, 0.75)).toBe(60);
    expect(tempoAt(81, 0.75)).toBe(61);
    expect(tempoAt(50, 0.5)).toBe(30); // 25 is below the metronome's 30
  });

  it('keeps the full-speed tempo through speed changes, so rounding does not drift', () => {
    let follow = { base: 81, rate: 1 };
    let bpm = 81;
    for (const rate of [0.55, 0.7, 0.85, 0.5, 1]) {
      const next = followTempo(follow, bpm, rate);
      follow = next;
      bpm = next.bpm;
    }
    expect(follow.base).toBe(81);
    expect(bpm).toBe(81);
  });

  it('takes a tempo set by hand at a speed as that speed’s tempo', () => {
    // At 50 % the metronome showed 40 (of 80); the student set 45: full speed is now 90.
    const next = followTempo({ base: 80, rate: 0.5 }, 45, 0.75);
    expect(next.base).toBe(90);
    expect(next.bpm).toBe(68);
  });
});

describe('positionText', () => {
  it('shows minutes, seconds and tenths, a decoded 3.99999 s as 0:04.0', () => {
    expect(positionText(0)).toBe('0:00.0');
    expect(positionText(3.99999)).toBe('0:04.0');
    expect(positionText(61.25)).toBe('1:01.2');
  });
});
