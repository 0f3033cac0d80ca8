import { describe, expect, it, vi } from 'vitest';
import { createVersionedCache } from './class-cache.ts';

describe('createVersionedCache', () => {
  it('reads once within its time, and again after an invalidation', async () => {
    let n = 0;
    const cache = createVersionedCache(async () => (n += 1));
    expect(await cache.get(1)).toBe(1);
    expect(await cache.get(1)).toBe(1);
    cache.invalidate(1);
    expect(await cache.get(1)).toBe(2);
    cache.clear();
    expect(await cache.get(1)).toBe(3);
  });

  it('does not keep a value read before an invalidation that came during the read', async () => {
    let release: (v: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((r) => (release = r)));
    const cache = createVersionedCache(load);
    const first = cache.get(7);
    cache.invalidate(7);
    release('stale');
    expect(await first).toBe('stale');
    load.mockResolvedValueOnce('fresh');
    expect(await cache.get(7)).toBe('fresh');
  });
});
