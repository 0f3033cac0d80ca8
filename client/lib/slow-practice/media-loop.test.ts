import { describe, expect, it } from 'vitest';
import { MediaLoop } from './media-loop.ts';

/** A media element's fake: a time line moved by hand, its events sent by the test. */
function fakeMedia(duration: number) {
  return Object.assign(new EventTarget(), {
    currentTime: 0,
    duration,
    paused: true,
    playbackRate: 1,
    preservesPitch: false,
  });
}

/** Frames run by the test, one `step()` at a time. */
function fakeFrames() {
  let next: (() => void) | null = null;
  return {
    request: (run: () => void) => {
      next = run;
      return 1;
    },
    cancel: () => {
      next = null;
    },
    step: () => next?.(),
    get waiting() {
      return next !== null;
    },
  };
}

describe('MediaLoop', () => {
  it('plays slower with the pitch kept, within 50 to 100 %', () => {
    const media = fakeMedia(3600);
    const loop = new MediaLoop(media, fakeFrames());
    expect(media.preservesPitch).toBe(true);
    loop.setRate(0.62);
    expect(media.playbackRate).toBe(0.6);
    loop.setRate(0.2);
    expect(media.playbackRate).toBe(0.5);
    loop.setRate(1.5);
    expect(media.playbackRate).toBe(1);
    media.playbackRate = 0.75;
    media.dispatchEvent(new Event('ratechange'));
    expect(loop.getSnapshot().rate).toBe(0.75);
  });

  it('sets A and B where the playback is, and jumps back to A past B while looping', () => {
    const media = fakeMedia(3600);
    const frames = fakeFrames();
    const loop = new MediaLoop(media, frames);
    expect(loop.getSnapshot().loop).toEqual({ a: 0, b: 3600, on: false });
    media.currentTime = 754;
    loop.setPoint('a');
    media.currentTime = 790.5;
    loop.setPoint('b');
    loop.setLoop(true);
    expect(loop.getSnapshot().loop).toEqual({ a: 754, b: 790.5, on: true });
    // Turned on outside the loop: it starts at A.
    expect(media.currentTime).toBe(754);

    media.paused = false;
    media.dispatchEvent(new Event('play'));
    media.currentTime = 790.4;
    frames.step();
    expect(media.currentTime).toBe(790.4);
    media.currentTime = 790.52;
    frames.step();
    expect(media.currentTime).toBe(754);
    expect(loop.getSnapshot().position).toBe(754);

    // Loop off: it plays on past B.
    loop.setLoop(false);
    media.currentTime = 800;
    frames.step();
    expect(media.currentTime).toBe(800);
  });

  it('keeps A before B, and stops its frames when paused and when disposed', () => {
    const media = fakeMedia(60);
    const frames = fakeFrames();
    const loop = new MediaLoop(media, frames);
    media.currentTime = 30;
    loop.setPoint('b');
    media.currentTime = 45;
    loop.setPoint('a');
    expect(loop.getSnapshot().loop.a).toBeCloseTo(29.8, 5);
    media.dispatchEvent(new Event('play'));
    expect(frames.waiting).toBe(true);
    media.dispatchEvent(new Event('pause'));
    expect(frames.waiting).toBe(false);
    media.dispatchEvent(new Event('play'));
    loop.dispose();
    expect(frames.waiting).toBe(false);
    media.currentTime = 50;
    media.dispatchEvent(new Event('timeupdate'));
    expect(loop.getSnapshot().position).not.toBe(50);
  });
});
