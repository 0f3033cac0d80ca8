/**
 * The smallest external store: what React reads through use-store.ts. The lesson core and the practice
 * room build on it, so it is held to the core's rules (no React, no browser objects).
 */
export type Store<T> = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
};

export function createStore<T extends object>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    /** Merges a change and tells the listeners, only when something differs. */
    set(patch: Partial<T>) {
      const changed = Object.entries(patch).some(([k, v]) => !Object.is(state[k as keyof T], v));
      if (!changed) return;
      state = { ...state, ...patch };
      for (const l of listeners) l();
    },
  };
}
