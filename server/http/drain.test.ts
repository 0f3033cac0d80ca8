import { describe, expect, it, vi } from 'vitest';
import { drainer } from './drain.ts';

const fakeApp = (close: () => Promise<unknown>) => ({
  close: vi.fn(close),
  server: { keepAliveTimeout: 72_000 },
  log: { info: vi.fn(), error: vi.fn() },
});

describe('draining on a signal', () => {
  it('closes the app once, ends idle connections at once, and exits 0 when closed', async () => {
    const app = fakeApp(async () => {});
    const exit = vi.fn();
    drainer(app, 25_000, exit)('SIGTERM');
    expect(app.server.keepAliveTimeout).toBe(1);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(app.close).toHaveBeenCalledTimes(1);
  });

  it('exits 1 when the grace period passes first, and at once on a second signal', async () => {
    vi.useFakeTimers();
    try {
      const held = fakeApp(() => new Promise(() => {}));
      const exit = vi.fn();
      drainer(held, 25_000, exit)('SIGTERM');
      vi.advanceTimersByTime(24_999);
      expect(exit).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(exit).toHaveBeenCalledWith(1);

      const again = fakeApp(() => new Promise(() => {}));
      const exitAgain = vi.fn();
      const drain = drainer(again, 25_000, exitAgain);
      drain('SIGINT');
      drain('SIGINT');
      expect(exitAgain).toHaveBeenCalledWith(1);
      expect(again.close).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
