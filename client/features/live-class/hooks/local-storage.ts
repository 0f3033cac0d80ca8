/** The page's localStorage, or null where the browser refuses it (private mode, storage off). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
