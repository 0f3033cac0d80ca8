import { describe, expect, it } from 'vitest';
import { RejoinLoop } from './rejoin-loop.ts';

/** A room's phase and the loop's tries, on timers the test fires by hand. */
function loopWith(connect: () => Promise<void>, refuses = (_err: unknown) => false) {
  let phase = 'idle';
  const due: (() => void)[] = [];
  const seen: string[] = [];
  const to = (next: string) => {
    phase = next;
    seen.push(next);
  };
  const loop = new RejoinLoop({
    phase: () => phase,
    connect,
    joining: () => to('joining'),
    live: () => to('live'),
    reconnecting: () => to('reconnecting'),
    refused: (err) => {
      if (!refuses(err)) return false;
      to('refused');
      return true;
    },
    everyMs: 2_000,
    timers: {
      setTimeout: ((fn: () => void) => due.push(fn)) as unknown as typeof setTimeout,
      clearTimeout: (() => {}) as typeof clearTimeout,
    },
  });
  return { loop, due, seen, leave: () => to('left') };
}

describe('joining a Janus room again', () => {
  it('joins from idle, and a second start while joined does nothing', async () => {
    let tries = 0;
    const { loop, seen } = loopWith(async () => void tries++);
    await loop.start();
    await loop.start();
    expect(seen).toEqual(['joining', 'live']);
    expect(tries).toBe(1);
  });

  it('reconnects on a failed join, one try due however often it is lost, until it is back', async () => {
    let fails = 2;
    const { loop, due, seen } = loopWith(async () => {
      if (fails-- > 0) throw new Error('Janus away');
    });
    await loop.start();
    loop.lost();
    expect(due).toHaveLength(1);
    due.shift()?.();
    await Promise.resolve();
    expect(seen).toEqual(['joining', 'reconnecting', 'reconnecting', 'reconnecting']);
    await new Promise((r) => setTimeout(r, 0));
    due.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toBe('live');
  });

  it('a refusal ends it: no try follows', async () => {
    const { loop, due, seen } = loopWith(
      () => Promise.reject(new Error('not yours')),
      () => true,
    );
    await loop.start();
    expect(seen).toEqual(['joining', 'refused']);
    expect(due).toEqual([]);
  });

  it('a room that was left is not tried again', async () => {
    const { loop, due, seen, leave } = loopWith(async () => {});
    await loop.start();
    leave();
    loop.lost();
    expect(due).toEqual([]);
    expect(seen).toEqual(['joining', 'live', 'left']);
  });
});
