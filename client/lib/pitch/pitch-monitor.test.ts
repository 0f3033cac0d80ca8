import { describe, expect, it, vi } from 'vitest';
import { PitchMonitor } from './pitch-monitor.ts';

function fakes(openMic?: () => Promise<MediaStream>) {
  const port: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const ctx = {
    currentTime: 10,
    audioWorklet: { addModule: vi.fn(() => Promise.resolve()) },
    createMediaStreamSource: () => ({ connect: vi.fn() }),
    resume: () => Promise.resolve(),
    close: vi.fn(() => Promise.resolve()),
  };
  vi.stubGlobal(
    'AudioWorkletNode',
    vi.fn(function (this: { port: typeof port }) {
      this.port = port;
    }),
  );
  const readings: [number | null, number][] = [];
  const monitor = new PitchMonitor({
    openMic: openMic ?? (() => Promise.resolve(stream)),
    createContext: () => ctx as unknown as AudioContext,
    workletUrl: '/pitch-worklet.js',
    onReading: (hz, _c, at) => readings.push([hz, at]),
    now: () => 5_000,
  });
  return { monitor, port, track, ctx, readings };
}

describe('PitchMonitor', () => {
  it('loads the worklet and hands on each reading, dated by its age on the audio clock', async () => {
    const { monitor, port, ctx, readings } = fakes();
    await monitor.start();
    expect(monitor.getSnapshot().phase).toBe('on');
    expect(ctx.audioWorklet.addModule).toHaveBeenCalledWith('/pitch-worklet.js');
    port.onmessage?.({ data: { time: 9.98, hz: 220, clarity: 0.97 } });
    port.onmessage?.({ data: { time: 10, hz: null, clarity: 0.2 } });
    expect(readings[0]?.[0]).toBe(220);
    expect(readings[0]?.[1]).toBeCloseTo(4_980, 6);
    expect(readings[1]).toEqual([null, 5_000]);
  });

  it('releases the microphone and the context on stop, and hands on no reading after it', async () => {
    const { monitor, track, ctx, port, readings } = fakes();
    await monitor.start();
    const late = port.onmessage;
    monitor.stop();
    late?.({ data: { time: 10, hz: 440, clarity: 0.99 } });
    expect(readings).toEqual([]);
    expect(port.onmessage).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    expect(ctx.close).toHaveBeenCalled();
    expect(monitor.getSnapshot().phase).toBe('off');
  });

  it('fails without a microphone, and a stop while it opens leaves it closed', async () => {
    const { monitor } = fakes(() => Promise.reject(new Error('NotAllowedError')));
    await monitor.start();
    expect(monitor.getSnapshot().phase).toBe('failed');
    let open: (s: MediaStream) => void = () => {};
    const slow = fakes(() => new Promise((r) => (open = r)));
    const starting = slow.monitor.start();
    slow.monitor.stop();
    open({ getTracks: () => [slow.track] } as unknown as MediaStream);
    await starting;
    expect(slow.track.stop).toHaveBeenCalled();
    expect(slow.monitor.getSnapshot().phase).toBe('off');
  });
});
