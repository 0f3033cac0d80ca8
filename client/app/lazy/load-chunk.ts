/** How long a screen's code may take to arrive before the visitor is told (spec: 120000 ms). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'The page took too long to load' : 'The page failed to load', options);
    this.name = 'ChunkLoadError';
  }
}

/** One lazily loaded module, refused after `timeoutMs` when its file never arrives. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load()
      .then(resolve, (cause: unknown) => reject(new ChunkLoadError('failed', { cause })))
      .finally(() => clearTimeout(timer));
  });
}

const RELOADED_KEY = 'chunk-reloaded';

/** The tab's session storage, where there is one. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * After a deploy the old pages ask for files that are gone: one automatic reload fetches the new
 * ones. True when this call started that reload; false when one was already tried (the failure
 * is real, so the visitor gets the message) or the browser keeps no session storage.
 */
export function reloadOnceForNewFiles(storage: Storage | undefined, reload: () => void): boolean {
  try {
    if (!storage || storage.getItem(RELOADED_KEY)) return false;
    storage.setItem(RELOADED_KEY, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A screen arrived: a later failure may reload once again. */
export function forgetReload(storage: Storage | undefined) {
  try {
    storage?.removeItem(RELOADED_KEY);
  } catch {
    // No session storage: nothing was remembered.
  }
}
