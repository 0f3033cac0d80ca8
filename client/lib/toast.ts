import { type ComponentType, useSyncExternalStore } from 'react';

type Library = typeof import('react-hot-toast');

// react-hot-toast loads with the first toast, not with every page: with it, goober (its CSS-in-JS)
// writes its styles into a new style element, and the browser then restyles the whole page, a
// long task on a slow phone for a toast most visits never show. The toaster's code comes in the same load,
// so the frame mounts it only once it is there: never a failed import under the frame.
let loading: Promise<Library> | undefined;
let toaster: ComponentType | undefined;
const listeners = new Set<() => void>();

function load(): Promise<Library> {
  loading ??= Promise.all([import('react-hot-toast'), import('./toaster.tsx')]).then(
    ([library, { AppToaster }]) => {
      toaster = AppToaster;
      for (const listener of listeners) listener();
      return library;
    },
    (error: unknown) => {
      // The next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: 'success' | 'error', message: string) {
  load().then(
    ({ default: toast }) => toast[kind](message),
    // The toast's code did not arrive (the network is down): the message still reaches the user.
    () => window.alert(message),
  );
}

/** Shows a toast: success 3 s, error 4 s (see AppToaster); its code loads with the first one. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** The toaster, once the first toast has loaded its code; until then nothing to mount. */
export function useLoadedToaster(): ComponentType | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toaster,
    () => undefined,
  );
}
