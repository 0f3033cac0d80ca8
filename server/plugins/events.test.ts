import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

// On PostgreSQL a publish wakes listeners through LISTEN/NOTIFY: give it more than the 1 s default.
const WOKEN = { timeout: 10_000 };

describe('events bus', () => {
  const t = useTestApp();

  it('wakes the listeners of a class, and the catch-all ones, with the kind of change', async () => {
    const one = vi.fn();
    const other = vi.fn();
    const all = vi.fn();
    const off = t.app.events.subscribe(1, one);
    t.app.events.subscribe(2, other);
    const offAll = t.app.events.subscribeAll(all);
    await t.app.events.publish(1, 'chat');
    await vi.waitFor(() => expect(one).toHaveBeenCalledWith('chat'), WOKEN);
    await vi.waitFor(() => expect(all).toHaveBeenCalledWith(1, 'chat'), WOKEN);
    expect(other).not.toHaveBeenCalled();
    off();
    offAll();
    await t.app.events.publish(1, 'status');
    await t.app.events.publish(2, 'signal');
    await vi.waitFor(() => expect(other).toHaveBeenCalledWith('signal'), WOKEN);
    expect(one).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('names the addressee of a wake that has one (a signal to one member)', async () => {
    const one = vi.fn();
    const off = t.app.events.subscribe(4, one);
    await t.app.events.publish(4, 'signal', 'student');
    await vi.waitFor(() => expect(one).toHaveBeenCalledWith('signal', 'student'), WOKEN);
    off();
  });

  it("invalidates a user's stream rights through the rights listeners, a class's through its class listeners", async () => {
    const rights = vi.fn();
    const cls = vi.fn();
    const offRights = t.app.events.subscribeRights(rights);
    const offClass = t.app.events.subscribe(3, cls);
    await t.app.events.invalidateStreamRights({ userId: 7 });
    await vi.waitFor(() => expect(rights).toHaveBeenCalledWith({ userId: 7 }), WOKEN);
    await t.app.events.invalidateStreamRights({ classId: 3 });
    await vi.waitFor(() => expect(cls).toHaveBeenCalledWith('status'), WOKEN);
    expect(rights).toHaveBeenCalledTimes(1);
    offRights();
    offClass();
  });
});
