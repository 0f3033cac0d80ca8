import type { ComponentType } from 'react';

/**
 * Wraps a lazily loaded component's loader so the component comes inside a QueryScope; the
 * query library loads with it, not with the page that places it.
 */
export function withQueryScopeLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    const [Component, { withQueryScope }] = await Promise.all([load(), import('./query-scope.tsx')]);
    return withQueryScope(Component);
  };
}
