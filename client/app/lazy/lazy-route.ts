import type { RouteObject } from 'react-router';
import { forgetReload, loadChunk, sessionStore } from './load-chunk.ts';
import { RouteLoadError } from './route-load-error.tsx';
import { RouteLoading } from './route-loading.tsx';

type LazyLoader = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

function guarded(lazy: LazyLoader): LazyLoader {
  return async () => {
    const module = await loadChunk(lazy);
    forgetReload(sessionStore());
    return module;
  };
}

/**
 * Every lazily loaded screen of a route table within the chunk time-out: a loading message
 * inside the site's frame while its code comes on a first load, and when it does not come a
 * message with Reload (RouteLoadError, which first reloads once by itself after a deploy).
 */
export function withLazyLoading(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children && withLazyLoading(route.children);
    if (typeof route.lazy !== 'function') return { ...route, children } as RouteObject;
    return {
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteLoadError,
      ...route,
      children,
      lazy: guarded(route.lazy),
    } as RouteObject;
  });
}
