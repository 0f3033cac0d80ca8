type Drainable = {
  close(): Promise<unknown>;
  server: { keepAliveTimeout: number };
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/**
 * What SIGTERM and SIGINT do (server.ts): drain the app. `app.close()` stops listening (new
 * connections are refused, a new request on a connection already open is answered 503), ends the
 * event streams (their browsers reconnect, with Last-Event-ID, to another instance), waits for the
 * requests in flight (uploads, joins) and their connections, then stops the jobs and the outbox
 * after their current run and closes the database. Exits 0 once closed; 1 when `graceMs` passes
 * first, or on a second signal.
 */
export function drainer(app: Drainable, graceMs: number, exit: (code: number) => void = process.exit) {
  let draining = false;
  return (signal: NodeJS.Signals) => {
    if (draining) {
      app.log.error({ signal }, 'second signal while draining: exiting now');
      exit(1);
      return;
    }
    draining = true;
    // A connection whose request is answered would otherwise stay open, idle, for the whole
    // keep-alive time (72 s), and the close waits for every connection: it ends as soon as it idles.
    app.server.keepAliveTimeout = 1;
    app.log.info({ signal, graceMs }, 'draining: finishing the requests in flight, taking no new ones');
    const grace = setTimeout(() => {
      app.log.error({ graceMs }, 'the grace period passed before the requests in flight finished: exiting');
      exit(1);
    }, graceMs);
    app.close().then(
      () => {
        clearTimeout(grace);
        app.log.info({}, 'drained');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(grace);
        app.log.error({ err }, 'closing failed');
        exit(1);
      },
    );
  };
}
