import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the form's schema) loads when first needed,
 * not with the page: `preload` starts the load early (the form's first focus), and the first
 * check waits for it. A load that fails is tried again at the next check.
 */
export function lazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): { resolver: Resolver<TIn, unknown, TOut>; preload: () => void } {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const get = () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => {});
    },
  };
}
