import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../test/test-database.ts';
import { advisoryLock } from './job-lock.ts';

const log = { warn: () => {} };

describe('job locks, a lost connection', () => {
  it('goes back to the pool once when both its query and its error event tell the loss, and the next claim connects again', async () => {
    const released: (Error | undefined)[] = [];
    const clients: EventEmitter[] = [];
    const lost = new Error('terminating connection due to administrator command');
    const pool = {
      connect: async () => {
        const client = Object.assign(new EventEmitter(), {
          // The first connection is cut by the server; the next one answers.
          query: async () => {
            if (clients.length === 1) throw lost;
            return { rows: [{ got: true }] };
          },
          release: (err?: Error) => {
            released.push(err);
          },
        });
        clients.push(client);
        return client;
      },
    } as unknown as pg.Pool;
    const lock = advisoryLock(pool, log);
    expect(await lock.claim('mail-drain')).toBe(false);
    clients[0]?.emit('error', lost);
    expect(released).toEqual([lost]);
    expect(await lock.claim('mail-drain')).toBe(true);
    expect(clients).toHaveLength(2);
    await lock.close();
    expect(released).toEqual([lost, undefined]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('job locks on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof emptyTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await emptyTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** The most queries one connection of the pool was given at once (pg wants one at a time). */
  function watchQueries() {
    const watch = { most: 0 };
    const connect = pool.connect.bind(pool);
    pool.connect = (async () => {
      const client = await connect();
      let running = 0;
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.query = ((...args: unknown[]) => {
        running += 1;
        watch.most = Math.max(watch.most, running);
        return query(...args).finally(() => {
          running -= 1;
        });
      }) as typeof client.query;
      return client;
    }) as typeof pool.connect;
    return watch;
  }

  it('claims jobs that tick together one query at a time on its connection', async () => {
    const watch = watchQueries();
    const lock = advisoryLock(pool, log);
    const jobs = ['mail-drain', 'recordings-sweep', 'takes-sweep', 'lesson-reminders', 'lesson-no-shows'];
    expect(await Promise.all(jobs.map((job) => lock.claim(job)))).toEqual(jobs.map(() => true));
    // Another instance's claims, each failing, query every tick.
    const other = advisoryLock(pool, log);
    expect(await Promise.all(jobs.map((job) => other.claim(job)))).toEqual(jobs.map(() => false));
    await Promise.all([lock.close(), other.close()]);
    expect(watch.most).toBe(1);
  });
});
