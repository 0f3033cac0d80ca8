import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { CLASS_ROLES, type ClassRole } from '../../common/schemas/live-class/shared.ts';

/** What changed in a class: its meeting status, its signalling, its chat or its shared scores. */
export type ClassEventKind = 'status' | 'signal' | 'chat' | 'score';
/** 'resync': notifications may have been missed (the listening connection dropped); re-read everything. */
export type ClassWake = ClassEventKind | 'resync';
type Listener = (classId: number, kind: ClassWake) => void;
/**
 * A class's wake; `to`: only that member's streams need to read (a signal to one role);
 * `carried`: the stored row itself, as the write's statement put it in its notice (see publishWith).
 */
type ClassListener = (kind: ClassWake, to?: ClassRole, carried?: Carried) => void;
/** A row carried in a notice: the JSON object its write's `carry` expression made. */
export type Carried = Record<string, unknown>;
/** Whose open streams must re-check their right: a user's (sessions, password, role, guardian links) or a class's. */
export type RightsTarget = { userId: number } | { classId: number };

/**
 * The realtime bus. It says "class N changed (kind)": the database stays the source of truth and
 * listeners read what is new from it. On PostgreSQL a write may also carry its row in the notice,
 * so that a listener that has seen every notice since its last read need not read again.
 */
export type EventBus = {
  publish(classId: number, kind: ClassEventKind, to?: ClassRole): Promise<void>;
  /**
   * A publish made part of a write's own statement: `notify` (PostgreSQL; null on the embedded
   * database) is selected in it, so the notice goes out as the write commits and costs no round
   * trip of its own; `woke()` wakes this instance's listeners once the statement has returned.
   *
   * `carry` (PostgreSQL): an expression of the statement's `stored` row giving JSON text, put in
   * the notice when it fits. A signal's or chat's notice (carrying or not) comes back to this
   * instance too and wakes its listeners there (`woke()` then does nothing): notices arrive in
   * commit order on the one listening connection, which the statements' returns on several
   * connections do not promise. So these kinds are published only with their write, never by
   * `publish` after it.
   */
  publishWith(
    classId: number,
    kind: ClassEventKind,
    to?: ClassRole,
    carry?: SQL,
  ): { notify: SQL | null; woke(): void };
  /** Wakes for one class; returns the unsubscribe function. */
  subscribe(classId: number, listener: ClassListener): () => void;
  /** Wakes for every class (caches). */
  subscribeAll(listener: Listener): () => void;
  /**
   * Something that can end an open stream's right changed (after it is committed): the streams
   * of that user or class, on every instance, re-check it at once.
   */
  invalidateStreamRights(target: RightsTarget): Promise<void>;
  subscribeRights(listener: (target: RightsTarget) => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

const CHANNEL = 'class_events';
const KINDS = new Set<string>(['status', 'signal', 'chat', 'score']);
const ROLES = new Set<string>(CLASS_ROLES);
const RECONNECT_MS = 1_000;
/** A notice's sender for every instance, its own included (IN_COMMIT_ORDER). */
const EVERYONE = '*';
/**
 * The kinds whose notices may carry their rows (streams send those without a read). A stream
 * may do so only if every notice of the kind comes to it in commit order, so each of these wakes
 * every instance, this one too, through the listening connection, never at once in-process.
 */
const IN_COMMIT_ORDER: ReadonlySet<ClassEventKind> = new Set(['signal', 'chat']);
/** PostgreSQL refuses a notice's payload of 8,000 bytes or more: a longer row goes unsaid. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Local fan-out shared by both transports. */
function createLocalBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (classId: number, kind: ClassWake, to?: ClassRole, carried?: Carried) => {
    // The catch-all listeners (the caches) first: a class's listeners then read past the change.
    emitter.emit('any', classId, kind);
    // No `to`, no second argument: a listener sees exactly what was published.
    if (carried) emitter.emit(`class:${classId}`, kind, to, carried);
    else if (to) emitter.emit(`class:${classId}`, kind, to);
    else emitter.emit(`class:${classId}`, kind);
  };
  const subscribe = (classId: number, listener: ClassListener) => {
    emitter.on(`class:${classId}`, listener);
    return () => void emitter.off(`class:${classId}`, listener);
  };
  const subscribeAll = (listener: Listener) => {
    emitter.on('any', listener);
    return () => void emitter.off('any', listener);
  };
  const emitRights = (target: RightsTarget) => {
    if ('classId' in target) emitter.emit(`class:${target.classId}`, 'status');
    else emitter.emit('rights', target);
  };
  const subscribeRights = (listener: (target: RightsTarget) => void) => {
    emitter.on('rights', listener);
    return () => void emitter.off('rights', listener);
  };
  /** Every class with a listener, and the catch-all listeners, get a resync. */
  const resyncAll = () => {
    for (const name of emitter.eventNames()) {
      if (typeof name === 'string' && name.startsWith('class:')) emitter.emit(name, 'resync');
    }
    emitter.emit('any', 0, 'resync');
  };
  return { emit, subscribe, subscribeAll, resyncAll, emitRights, subscribeRights };
}

/**
 * In-process with the embedded database; with PostgreSQL every publish is a NOTIFY and
 * every instance LISTENs, so the two members of a class may sit on different instances.
 */
export const eventsPlugin = fp(
  async (app) => {
    const local = createLocalBus();
    const pool = app.database.pool;
    if (!pool) {
      app.decorate('events', {
        publish: async (classId, kind, to) => local.emit(classId, kind, to),
        publishWith: (classId, kind, to) => ({ notify: null, woke: () => local.emit(classId, kind, to) }),
        subscribe: local.subscribe,
        subscribeAll: local.subscribeAll,
        invalidateStreamRights: async (target) => local.emitRights(target),
        subscribeRights: local.subscribeRights,
      } satisfies EventBus);
      return;
    }

    // This instance's own notifications come back too; it has already woken its listeners.
    const instance = randomBytes(6).toString('hex');
    const listener = createListener(pool, local, instance, app.log);
    await listener.start();
    app.addHook('onClose', () => listener.stop());
    const payload = (classId: number, kind: ClassEventKind, to?: ClassRole) =>
      `${instance}:${classId}:${kind}${to ? `:${to}` : ''}`;
    app.decorate('events', {
      async publish(classId, kind, to) {
        local.emit(classId, kind, to);
        await pool.query('select pg_notify($1, $2)', [CHANNEL, payload(classId, kind, to)]);
      },
      publishWith: (classId, kind, to, carry) => {
        if (!IN_COMMIT_ORDER.has(kind))
          return {
            notify: sql`pg_notify(${CHANNEL}, ${payload(classId, kind, to)})`,
            woke: () => local.emit(classId, kind, to),
          };
        const head = `${EVERYONE}:${classId}:${kind}:${to ?? ''}`;
        const notice = carry
          ? sql`(select pg_notify(${CHANNEL}, case when octet_length(j.t) <= ${MAX_PAYLOAD_BYTES - head.length - 1}
              then ${head} || '|' || j.t else ${head} end) from (select (${carry})::text as t) j)`
          : sql`pg_notify(${CHANNEL}, ${head})`;
        return { notify: notice, woke: () => {} };
      },
      subscribe: local.subscribe,
      subscribeAll: local.subscribeAll,
      async invalidateStreamRights(target) {
        local.emitRights(target);
        const payload = 'userId' in target ? `user:${target.userId}` : `class:${target.classId}`;
        await pool.query('select pg_notify($1, $2)', [CHANNEL, `${instance}:rights:${payload}`]);
      },
      subscribeRights: local.subscribeRights,
    } satisfies EventBus);
  },
  { name: 'events', dependencies: ['db'] },
);

/** A notice's row, or nothing (a plain wake) when it is not a JSON object. */
function parseCarried(json: string): Carried | undefined {
  try {
    const row: unknown = JSON.parse(json);
    return row && typeof row === 'object' && !Array.isArray(row) ? (row as Carried) : undefined;
  } catch {
    return undefined;
  }
}

/** One pooled connection held for LISTEN, reconnected after a drop (with a resync). */
function createListener(
  pool: pg.Pool,
  local: ReturnType<typeof createLocalBus>,
  instance: string,
  log: { warn(obj: object, msg: string): void },
) {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    // <instance>:<class>:<kind>[:<to role>], or <instance>:rights:user|class:<id>; a carrying
    // publish's is *:<class>:<kind>:[<to role>][|<row's JSON>].
    const bar = msg.payload.indexOf('|');
    const head = bar < 0 ? msg.payload : msg.payload.slice(0, bar);
    const [from, id, kind, targetId] = head.split(':');
    if (from === instance) return;
    if (id === 'rights') {
      const n = Number(targetId);
      if (!Number.isInteger(n)) return;
      if (kind === 'user') local.emitRights({ userId: n });
      else if (kind === 'class') local.emitRights({ classId: n });
      return;
    }
    const classId = Number(id);
    const to = targetId && ROLES.has(targetId) ? (targetId as ClassRole) : undefined;
    if (Number.isInteger(classId) && kind && KINDS.has(kind))
      local.emit(
        classId,
        kind as ClassEventKind,
        to,
        bar < 0 ? undefined : parseCarried(msg.payload.slice(bar + 1)),
      );
  };

  const drop = (err: Error) => {
    if (!client) return;
    log.warn({ err }, 'event listener connection lost; reconnecting');
    client.removeListener('notification', onNotification);
    client.release(err);
    client = null;
    if (!stopped) retry = setTimeout(() => void connect(true), RECONNECT_MS);
  };

  async function connect(isReconnect: boolean) {
    retry = null;
    try {
      const c = await pool.connect();
      c.on('notification', onNotification);
      c.on('error', drop);
      await c.query(`listen ${CHANNEL}`);
      client = c;
      if (isReconnect) local.resyncAll();
    } catch (err) {
      if (!isReconnect) throw err;
      if (!stopped) retry = setTimeout(() => void connect(true), RECONNECT_MS);
    }
  }

  return {
    start: () => connect(false),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (!c) return;
      c.removeListener('notification', onNotification);
      await c.query(`unlisten ${CHANNEL}`).catch(() => {});
      c.release();
    },
  };
}
