import { describe, expect, it, vi } from 'vitest';
import { ConnectionQualityMonitor, qualityFromLoss, qualityOf } from './connection-quality.ts';
import { FakePeer } from './test-fakes.ts';

// vi.waitFor's 1 s default depends on the machine's speed; a busy one needs more.
const WAIT = { timeout: 5_000 };

describe('connection quality', () => {
  it('is good up to 5 lost packets, fair above 5, poor above 10', () => {
    expect(qualityFromLoss(0)).toBe('good');
    expect(qualityFromLoss(5)).toBe('good');
    expect(qualityFromLoss(6)).toBe('fair');
    expect(qualityFromLoss(10)).toBe('fair');
    expect(qualityFromLoss(11)).toBe('poor');
  });

  it('counts the packets lost in the last interval only', async () => {
    const peer = new FakePeer({});
    const monitor = new ConnectionQualityMonitor(() => peer.getStats());
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBe('good');
    peer.lost = 12;
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBe('poor');
    peer.lost = 19;
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBe('fair');
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBe('good');
  });

  it('shows nothing while there is no connection', async () => {
    const monitor = new ConnectionQualityMonitor(() => null);
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBeNull();
  });

  it('is never good when nothing arrived: poor, or reconnecting while the connection is brought back', () => {
    expect(qualityOf({ lost: 0, received: 0, reconnecting: false })).toBe('poor');
    expect(qualityOf({ lost: 0, received: 0, reconnecting: true })).toBe('reconnecting');
    expect(qualityOf({ lost: 0, received: 250, reconnecting: true })).toBe('reconnecting');
    expect(qualityOf({ lost: 6, received: 250, reconnecting: false })).toBe('fair');
    expect(qualityOf({ lost: 0, received: 1, reconnecting: false })).toBe('good');
  });

  it('reads a dead connection (no packets received, none lost) as poor, then reconnecting at once', async () => {
    const peer = new FakePeer({});
    let reconnecting = false;
    const monitor = new ConnectionQualityMonitor(
      () => peer.getStats(),
      globalThis,
      () => reconnecting,
    );
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBe('good');
    peer.flowing = false;
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBe('poor');
    reconnecting = true;
    monitor.connectionChanged();
    expect(monitor.getSnapshot().quality).toBe('reconnecting');
    await monitor.sample();
    expect(monitor.getSnapshot().quality).toBe('reconnecting');
    reconnecting = false;
    peer.flowing = true;
    monitor.connectionChanged();
    await vi.waitFor(() => expect(monitor.getSnapshot().quality).toBe('good'), WAIT);
  });
});
