import { useSyncExternalStore } from 'react';
import type { Store } from './store.ts';

/** Reads one of the plain-TypeScript pieces (the lesson's core, the practice room's): the one way React sees them. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
