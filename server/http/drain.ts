type Drainable = {
  close(): Promise<unknown>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/**
 * SIGTERM and SIGINT drain the app: `app.close()` stops listening (new connections are
 * refused, a new request on a connection already open is answered 503), ends the event streams
 * (their browsers reconnect, with Last-Event-ID, to another instance), waits for the requests in
 * flight (uploads, joins), then stops the jobs and the outbox after their current run and closes
 * the database. Exits 0 once closed; 1 when `graceMs` passes first, or on a second signal.
 */
export function drainOnSignals(app: Drainable, graceMs: number, exit: (code: number) => void = process.exit) {
  let draining = false;
  const drain = (signal: NodeJS.Signals) => {
    if (draining) {
      app.log.error({ signal }, 'second signal while draining: exiting now');
      exit(1);
      return;
    }
    draining = true;
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
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}
