import { useSyncExternalStore } from 'react';

type Library = typeof import('react-hot-toast');

// react-hot-toast loads with the first toast, not with every page: importing it writes its
// keyframes into a new style element, and the browser then restyles the whole page, a long task
// on a slow phone for a toast most visits never show.
let library: Promise<Library> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<Library> {
  if (!library) {
    library = import('react-hot-toast');
    for (const listener of listeners) listener();
  }
  return library;
}

function show(kind: 'success' | 'error', message: string) {
  load().then(
    ({ default: toast }) => toast[kind](message),
    () => {
      // The toast's code did not arrive (the network is down): the next toast tries again, and
      // this message still reaches the user.
      library = undefined;
      window.alert(message);
    },
  );
}

/** Shows a toast: success 3 s, error 4 s (see AppToaster); its code loads with the first one. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** True once a toast has been asked for: the toaster is mounted from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library !== undefined,
    () => false,
  );
}
