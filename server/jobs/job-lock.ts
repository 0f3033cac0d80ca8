import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Which instance runs a job: the one holding its lock. */
export type JobLock = {
  /** Takes (or keeps) the job for this instance; false when another instance has it. */
  claim(job: string): Promise<boolean>;
  /** Lets go of every job this instance holds. */
  close(): Promise<void>;
};

/** The embedded database belongs to one process: its jobs are always this instance's. */
export const inProcessLock: JobLock = { claim: async () => true, close: async () => {} };

// Any fixed number: the advisory lock namespace of "a background job" (the second key names it).
const JOBS_LOCK = 727_003;

/** The job's name as the lock's second key (a 32-bit number). */
const jobKey = (job: string) => createHash('sha256').update(job).digest().readInt32BE(0);

type Log = { warn(obj: object, msg: string): void };
/** The lock's connection, released to the pool once however its loss is told. */
type Held = { client: pg.PoolClient; release(err?: Error): void };

/**
 * PostgreSQL session advisory locks, on one connection of the pool kept for them. An instance
 * takes a job at its first tick and keeps it while it lives, so with several instances the job
 * runs on one of them, once a tick. A lock dies with its connection: when that instance stops
 * (or loses the database), the next instance to tick takes the job over.
 */
export function advisoryLock(pool: pg.Pool, log: Log): JobLock {
  let connection: Promise<Held> | null = null;
  const held = new Set<string>();
  // Jobs with one interval tick together: their claims take turns on the one connection, which
  // runs a query at a time (pg deprecates stacking them on it).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work);
    turn = next.catch(() => {});
    return next;
  };

  const connect = async (): Promise<Held> => {
    const client = await pool.connect();
    let released = false;
    const c: Held = {
      client,
      // A lost connection is told twice (the query that fails and the client's error event):
      // it goes back to the pool once (pg throws on a second release).
      release(err) {
        if (released) return;
        released = true;
        client.release(err);
      },
    };
    client.on('error', (err) => {
      if (!released) forget(c, err);
    });
    return c;
  };

  /** A broken connection took its locks with it: each job is claimed again on a new one. */
  function forget(c: Held | null, err: Error) {
    connection = null;
    held.clear();
    c?.release(err);
  }

  async function claimNow(job: string) {
    if (held.has(job)) return true;
    connection ??= connect();
    let c: Held | null = null;
    try {
      c = await connection;
      const { rows } = await c.client.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', [
        JOBS_LOCK,
        jobKey(job),
      ]);
      if (rows[0]?.got) held.add(job);
      return held.has(job);
    } catch (err) {
      log.warn({ err, job }, 'job lock unavailable; the job waits for its next tick');
      forget(c, err as Error);
      return false;
    }
  }

  async function closeNow() {
    const pending = connection;
    connection = null;
    held.clear();
    const c = await pending?.catch(() => null);
    if (!c) return;
    // Unlocked before the connection goes back to the pool: another instance may take the jobs at once.
    try {
      await c.client.query('select pg_advisory_unlock_all()');
      c.release();
    } catch (err) {
      c.release(err as Error);
    }
  }

  return {
    claim: (job) => inTurn(() => claimNow(job)),
    close: () => inTurn(closeNow),
  };
}
