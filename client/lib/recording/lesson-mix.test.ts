import { describe, expect, it } from 'vitest';
import { mixSlots } from './lesson-mix.ts';

describe("the recording's mix", () => {
  it('gives each party half the picture, and a second camera half of its party’s half while it is on', () => {
    expect(mixSlots({ teacher: false, student: false })).toEqual([
      { x: 0, y: 0, w: 640, h: 360 },
      null,
      { x: 640, y: 0, w: 640, h: 360 },
      null,
    ]);
    expect(mixSlots({ teacher: true, student: false })).toEqual([
      { x: 0, y: 0, w: 320, h: 360 },
      { x: 320, y: 0, w: 320, h: 360 },
      { x: 640, y: 0, w: 640, h: 360 },
      null,
    ]);
    expect(mixSlots({ teacher: false, student: true })).toEqual([
      { x: 0, y: 0, w: 640, h: 360 },
      null,
      { x: 640, y: 0, w: 320, h: 360 },
      { x: 960, y: 0, w: 320, h: 360 },
    ]);
  });
});
