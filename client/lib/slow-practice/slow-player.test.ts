import type { StretchChange, StretchNode } from 'signalsmith-stretch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_TEXT, SlowPlayer } from './slow-player.ts';

/** A context whose clock the test moves, and a stretch that records what it is told. */
function fakes(duration = 4) {
  const ctx = {
    currentTime: 0,
    sampleRate: 1000,
    destination: {},
    resume: vi.fn(async () => {}),
    close: vi.fn(async () => {}),
    decodeAudioData: vi.fn(async () => ({
      duration,
      numberOfChannels: 1,
      getChannelData: () => new Float32Array(duration * 1000).fill(0.5),
    })),
  };
  const scheduled: StretchChange[] = [];
  const node = {
    connect: vi.fn(),
    disconnect: vi.fn(),
    onprocessorerror: null as (() => void) | null,
    addBuffers: vi.fn(async () => duration),
    dropBuffers: vi.fn(async () => ({})),
    schedule: vi.fn(async (c: StretchChange) => scheduled.push(c)),
    latency: vi.fn(async () => 0.1),
  };
  const player = new SlowPlayer({
    createContext: () => ctx as unknown as AudioContext,
    createStretch: async () => node as unknown as StretchNode,
    createOfflineContext: () => {
      throw new Error('not here');
    },
  });
  return { ctx, node, scheduled, player };
}

describe('SlowPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a recording ready at full speed, looping the whole of it', async () => {
    const { player, node } = fakes();
    await player.load(new ArrayBuffer(8));
    expect(player.getSnapshot()).toMatchObject({
      phase: 'ready',
      duration: 4,
      rate: 1,
      position: 0,
      loop: { a: 0, b: 4, on: true },
    });
    expect(node.addBuffers).toHaveBeenCalledTimes(1);
  });

  it('plays the loop at half speed from A, its start put back by the stretch latency, and shows it going round', async () => {
    const { player, ctx, scheduled } = fakes();
    await player.load(new ArrayBuffer(8));
    player.movePoint('a', 1);
    player.movePoint('b', 2);
    player.setRate(0.5);
    player.play();
    expect(scheduled.at(-1)).toEqual({
      active: true,
      output: 0.1,
      input: 1,
      rate: 0.5,
      loopStart: 1,
      loopEnd: 2,
    });
    ctx.currentTime = 1.1;
    vi.advanceTimersByTime(50);
    expect(player.getSnapshot().position).toBeCloseTo(1.5);
    ctx.currentTime = 2.3;
    vi.advanceTimersByTime(50);
    expect(player.getSnapshot().position).toBeCloseTo(1.1);
  });

  it('goes on from where the sound is at a new speed, and pauses there', async () => {
    const { player, ctx, scheduled } = fakes();
    await player.load(new ArrayBuffer(8));
    player.play();
    ctx.currentTime = 1.1; // a second of the recording
    player.setRate(0.75);
    expect(scheduled.at(-1)).toMatchObject({ output: 1.1, input: 1, rate: 0.75 });
    ctx.currentTime = 2.1;
    player.pause();
    expect(player.getSnapshot()).toMatchObject({ playing: false, position: 1.75 });
    expect(scheduled.at(-1)).toEqual({ active: false });
  });

  it('with the loop off, stops at the end', async () => {
    const { player, ctx } = fakes();
    await player.load(new ArrayBuffer(8));
    player.setLoop(false);
    player.play();
    ctx.currentTime = 5;
    vi.advanceTimersByTime(50);
    expect(player.getSnapshot()).toMatchObject({ playing: false, position: 4 });
  });

  it('says so when the recording cannot be decoded, or the stretch stops', async () => {
    const { player, ctx, node } = fakes();
    ctx.decodeAudioData.mockRejectedValueOnce(new Error('EncodingError'));
    await player.load(new ArrayBuffer(8));
    expect(player.getSnapshot()).toMatchObject({ phase: 'failed', error: SLOW_TEXT.failed });
    await player.load(new ArrayBuffer(8));
    player.play();
    node.onprocessorerror?.();
    expect(player.getSnapshot()).toMatchObject({ phase: 'failed', playing: false, error: SLOW_TEXT.stopped });
  });
});
