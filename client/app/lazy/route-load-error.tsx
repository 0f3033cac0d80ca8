import { useEffect, useState } from 'react';
import { ChunkLoadError, reloadOnceForNewFiles, sessionStore } from './load-chunk.ts';
import { RouteLoading } from './route-loading.tsx';

/**
 * A screen that could not be loaded (or failed while shown): a clear message and Reload. A file
 * that failed to arrive is first fetched again by one reload of the page, as after a deploy the
 * old file names are gone; only when that was tried already does the message show.
 */
export function RouteLoadError({ error }: { error: unknown }) {
  const failedFile = error instanceof ChunkLoadError && error.reason === 'failed';
  const [reloading, setReloading] = useState(failedFile);
  useEffect(() => {
    if (failedFile && !reloadOnceForNewFiles(sessionStore(), () => window.location.reload())) {
      setReloading(false);
    }
  }, [failedFile]);
  if (reloading) return <RouteLoading />;
  const title = error instanceof ChunkLoadError ? 'This page could not be loaded' : 'Something went wrong';
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 pt-40 pb-24 text-center">
      <h1 className="font-serif text-3xl font-semibold text-plum-900">{title}</h1>
      <p className="mt-3 text-slate-700">Please check your connection and reload the page.</p>
      <button type="button" className="btn-primary mt-6 px-6 py-2" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
