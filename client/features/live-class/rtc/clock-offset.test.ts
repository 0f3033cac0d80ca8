import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestSample, ServerClock, sampleOf } from './clock-offset.ts';

/** A fake network: the server's clock runs `offset` ahead; each leg takes 5 ms plus up to `jitter`. */
function fakeNetwork(offset: number, jitter: number, seed = 7) {
  let local = 1_000_000;
  let x = seed;
  const random = () => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
  return {
    now: () => local,
    serverTime: async () => {
      local += 5 + random() * jitter;
      const server = local + offset;
      local += 5 + random() * jitter;
      return server;
    },
  };
}

describe('server clock offset', () => {
  it('one sample: server time minus the midpoint of the round trip', () => {
    expect(sampleOf(100, 1_150, 120)).toEqual({ offsetMs: 1_040, delayMs: 20, atMs: 120 });
    expect(bestSample([])).toBeNull();
  });

  it('keeps the least delayed of several jittered round trips', async () => {
    const net = fakeNetwork(-2_345, 200);
    const clock = new ServerClock({ ...net, rounds: 8 });
    await clock.estimate();
    const s = clock.getSnapshot();
    expect(s.ready).toBe(true);
    // The error is at most half the kept sample's delay, and the kept delay is the smallest.
    expect(Math.abs(s.offsetMs + 2_345)).toBeLessThanOrEqual((s.delayMs as number) / 2);
    expect(Math.abs(s.offsetMs + 2_345)).toBeLessThan(100);
    expect(clock.serverNow()).toBeCloseTo(net.now() - 2_345, -2);
  });

  it('a refresh can only improve on the recent best, and failed trips are skipped', async () => {
    const net = fakeNetwork(500, 60, 3);
    let fail = true;
    const clock = new ServerClock({
      now: net.now,
      serverTime: () => {
        fail = !fail;
        return fail ? Promise.reject(new Error('offline')) : net.serverTime();
      },
      rounds: 4,
    });
    await clock.estimate();
    const first = clock.getSnapshot().delayMs as number;
    await clock.estimate();
    expect(clock.getSnapshot().delayMs).toBeLessThanOrEqual(first);
    expect(Math.abs(clock.getSnapshot().offsetMs - 500)).toBeLessThan(40);
  });

  it('forgets samples older than keepMs (a drifting clock is followed)', async () => {
    let offset = 0;
    let local = 0;
    const clock = new ServerClock({
      now: () => local,
      serverTime: async () => {
        local += 1;
        const s = local + offset;
        local += 1;
        return s;
      },
      rounds: 2,
      keepMs: 1_000,
    });
    await clock.estimate();
    expect(clock.getSnapshot().offsetMs).toBe(0);
    offset = 80;
    local += 5_000;
    await clock.estimate();
    expect(clock.getSnapshot().offsetMs).toBe(80);
  });

  describe('start', () => {
    afterEach(() => vi.useRealTimers());

    it('puts the first round trips off by afterMs, and a start without delay brings them forward', async () => {
      vi.useFakeTimers();
      const calls: number[] = [];
      const clock = new ServerClock({
        serverTime: async () => {
          calls.push(Date.now());
          return Date.now();
        },
        rounds: 2,
      });
      clock.start(3_000);
      clock.start(3_000); // a second delayed start keeps the first's time
      await vi.advanceTimersByTimeAsync(2_999);
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      clock.stop();

      await vi.advanceTimersByTimeAsync(10_000); // stopped: no second round
      expect(calls).toHaveLength(2);

      const soon = new ServerClock({
        serverTime: async () => {
          calls.push(Date.now());
          return Date.now();
        },
        rounds: 2,
      });
      calls.length = 0;
      soon.start(3_000);
      soon.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3_000); // the put-off start does not run a second time
      expect(calls).toHaveLength(4); // only the planned second round, 3 s after the first
      soon.stop();
    });

    it('stop cancels a put-off start', async () => {
      vi.useFakeTimers();
      let calls = 0;
      const clock = new ServerClock({
        serverTime: async () => {
          calls += 1;
          return Date.now();
        },
        rounds: 1,
      });
      clock.start(1_000);
      clock.stop();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(calls).toBe(0);
    });
  });
});
