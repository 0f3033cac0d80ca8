import { useSyncExternalStore } from 'react';
import type { Store } from '../rtc/lesson-core.ts';

/** Reads one of the rtc pieces (the one way React sees them). */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
