import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once.ts';

/**
 * A form resolver whose validation code (zod and the form's schema) loads when first needed,
 * not with the page: `preload` starts the load early (the form's first focus), and the first
 * check waits for it. A load that fails is tried again at the next check.
 */
export function lazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): { resolver: Resolver<TIn, unknown, TOut>; preload: () => void } {
  const get = loadOnce(load);
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => {});
    },
  };
}
