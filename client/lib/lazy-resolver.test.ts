import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { name: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false };
const passing: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation code at the first check, once, and not before', async () => {
    const load = vi.fn(async () => passing);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'Ann' }, undefined, OPTIONS)).resolves.toEqual({
      values: { name: 'Ann' },
      errors: {},
    });
    await resolver({ name: 'Bo' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the load on preload, so the first check finds it under way', async () => {
    const load = vi.fn(async () => passing);
    const { resolver, preload } = lazyResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'Ann' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof passing>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(passing);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await expect(resolver({ name: 'Ann' }, undefined, OPTIONS)).rejects.toThrow(TypeError);
    await expect(resolver({ name: 'Ann' }, undefined, OPTIONS)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
