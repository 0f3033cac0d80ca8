import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type OutboxBacklog, outboxBacklog } from '../mail/outbox.ts';

/** What other parts of the server hold, read at each scrape; null until the part that holds it says. */
export type MetricSources = {
  /** Class event streams open on this instance. */
  eventStreams: (() => number) | null;
  /** Lessons started and not yet over, school-wide (the same on every instance). */
  lessonsLive: (() => Promise<number>) | null;
  /** Recording joins running in this process. */
  recordingJoinsRunning: (() => number) | null;
};

export type AppMetrics = {
  sources: MetricSources;
  /** A signal or chat message pushed on an event stream, `storedAt` being when the database took it. */
  delivered(kind: 'signal' | 'chat', storedAt: Date): void;
  /** A background job's run on this instance, and whether it failed. */
  jobRan(job: string, failed: boolean, seconds: number): void;
  /** A recording's join finished: its file ready, or the recording failed. */
  recordingJoined(outcome: 'ready' | 'failed', seconds: number): void;
  /** Everything in the Prometheus text format, read now. */
  scrape(): Promise<{ contentType: string; text: string }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    /** The route answers a stream that stays open: counted, its time left out of the latency histogram. */
    stream?: boolean;
  }
}

const PREFIX = 'music_school_';
// Requests (the default buckets stop at 10 s, below the uploads'), deliveries, jobs, joins.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];
const DELIVERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.1, 1, 10, 60, 300, 1800];
const JOIN_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600];
/** Requests Fastify routed to no route (the pages' fallback, 404s): one label, not every address asked. */
export const UNMATCHED_ROUTE = '(unmatched)';

// Memory, CPU, event-loop delay and garbage collection belong to the process, not to one app
// (tests build many apps in one process): collected once, into a registry of their own.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The server's Prometheus metrics, in a registry of this app's own: requests by route pattern,
 * what is live, deliveries, the outbox, jobs, recording joins and the database's connections.
 * Gauges read their state when scraped. `GET /metrics` (server/routes/metrics/) answers them.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    const registers = [registry];
    const sources: MetricSources = { eventStreams: null, lessonsLive: null, recordingJoinsRunning: null };

    const requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    });
    const requestSeconds = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from a request arriving to its answer sent, by method and route pattern (event streams left out)',
      labelNames: ['method', 'route'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    });
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
      requests.inc({ method: req.method, route, status_code: reply.statusCode });
      // A stream's time is how long someone stayed, not how fast it answered.
      if (req.routeOptions.config?.stream) return;
      requestSeconds.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    });

    /** A gauge set from `read` at each scrape; when reading fails it shows no value, never a stale one. */
    const readAtScrape = (name: string, help: string, read: () => number | null | Promise<number | null>) =>
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        registers,
        async collect() {
          this.reset();
          try {
            const value = await read();
            if (value !== null) this.set(value);
          } catch (err) {
            app.log.warn({ err, metric: name }, 'metric not read');
          }
        },
      });
    readAtScrape('event_streams_open', 'Class event streams open on this instance', () =>
      sources.eventStreams ? sources.eventStreams() : null,
    );
    readAtScrape(
      'lessons_live',
      'Lessons started and not over, school-wide (every instance answers the same)',
      async () => (sources.lessonsLive ? await sources.lessonsLive() : null),
    );
    readAtScrape('recording_joins_running', 'Recording joins running in this process', () =>
      sources.recordingJoinsRunning ? sources.recordingJoinsRunning() : null,
    );

    // The outbox's three figures come from one query per scrape.
    let backlog: Promise<OutboxBacklog> | null = null;
    const readBacklog = () => {
      backlog ??= outboxBacklog(app.database.db).finally(() => {
        backlog = null;
      });
      return backlog;
    };
    readAtScrape(
      'mail_outbox_waiting',
      'Mails in the outbox not sent yet and still to be tried',
      async () => (await readBacklog()).waiting,
    );
    readAtScrape(
      'mail_outbox_oldest_seconds',
      'Age of the oldest mail waiting in the outbox (0 when none waits)',
      async () => (await readBacklog()).oldestSeconds,
    );
    readAtScrape(
      'mail_outbox_given_up',
      'Mails the outbox stopped trying after the most attempts',
      async () => (await readBacklog()).givenUp,
    );

    new Gauge({
      name: `${PREFIX}db_connections`,
      help: "The database's connections by state (the embedded database is one connection)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const load = app.database.load();
        this.set({ state: 'busy' }, load.connections - load.idle);
        this.set({ state: 'idle' }, load.idle);
      },
    });
    readAtScrape(
      'db_waiting',
      'Callers waiting for a database connection (on the embedded database, queries queued behind the one running)',
      () => app.database.load().waiting,
    );

    const delivery = new Histogram({
      name: `${PREFIX}class_event_delivery_seconds`,
      help: 'Time from a signal or chat message stored to it pushed on an event stream (a resumed stream counts its replay)',
      labelNames: ['kind'] as const,
      buckets: DELIVERY_BUCKETS,
      registers,
    });
    const jobRuns = new Counter({
      name: `${PREFIX}job_runs_total`,
      help: 'Background job runs on this instance, by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      registers,
    });
    const jobSeconds = new Histogram({
      name: `${PREFIX}job_duration_seconds`,
      help: 'How long each background job run took, by job',
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers,
    });
    const jobSucceeded = new Gauge({
      name: `${PREFIX}job_last_success_timestamp_seconds`,
      help: 'When each background job last finished without failing on this instance (Unix time)',
      labelNames: ['job'] as const,
      registers,
    });
    const joins = new Counter({
      name: `${PREFIX}recording_joins_total`,
      help: 'Recording joins finished in this process: the file ready, or the recording failed',
      labelNames: ['outcome'] as const,
      registers,
    });
    const joinSeconds = new Histogram({
      name: `${PREFIX}recording_join_duration_seconds`,
      help: 'How long each recording join took',
      buckets: JOIN_BUCKETS,
      registers,
    });

    app.decorate('metrics', {
      sources,
      delivered: (kind, storedAt) =>
        delivery.observe({ kind }, Math.max(0, Date.now() - storedAt.getTime()) / 1000),
      jobRan(job, failed, seconds) {
        jobRuns.inc({ job, outcome: failed ? 'failed' : 'ok' });
        jobSeconds.observe({ job }, seconds);
        if (!failed) jobSucceeded.set({ job }, Date.now() / 1000);
      },
      recordingJoined(outcome, seconds) {
        joins.inc({ outcome });
        joinSeconds.observe(seconds);
      },
      async scrape() {
        const all = Registry.merge([processMetrics(), registry]);
        return { contentType: all.contentType, text: await all.metrics() };
      },
    } satisfies AppMetrics);
  },
  { name: 'metrics', dependencies: ['db'] },
);
