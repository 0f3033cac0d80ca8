import { describe, expect, it } from 'vitest';
import { ConnectionQualityMonitor, qualityFromLoss } from './connection-quality.ts';
import { FakePeer } from './test-fakes.ts';

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
});
