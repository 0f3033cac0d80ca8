import { useSyncExternalStore } from 'react';
import type { Store } from '../store.ts';

/** Reads one of the practice room's plain-TypeScript pieces (the one way React sees them). */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
