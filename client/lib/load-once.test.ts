import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('shares one load, and tries again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await Promise.all([get(), get()])).toEqual(['code', 'code']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
