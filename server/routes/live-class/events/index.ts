import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../../common/api.ts';
import { parseCursor, SSE_HEARTBEAT_MS } from '../../../../common/schemas/live-class/events.ts';
import { createGate } from '../class-gate.ts';
import { type LiveContext, PHONE_CALL } from '../options.ts';
import { currentCursor, pumpClassEvents } from './events.service.ts';
import { classEventsRoute } from './schema.ts';
import { SseChannel } from './sse-channel.ts';
import { mayStillReceive, recheckDelay, STREAM_RECHECK_MS } from './stream-right.ts';

/** Streams one session may hold open on one class; opening another closes the oldest. */
export const MAX_STREAMS_PER_SEAT = 2;
// A stream: its time is left out of the requests' latency (server/plugins/metrics.ts).
const STREAM_CALL = { ...PHONE_CALL, stream: true };

export const classEventsRoutes: FastifyPluginAsyncZod<LiveContext> = async (app, ctx) => {
  const heartbeatMs = ctx.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const gate = createGate(app.database.db, ctx);
  const open = new Set<SseChannel>();
  // Each session's streams of each class, oldest first.
  const bySeat = new Map<string, SseChannel[]>();
  // Each user's open streams' re-checks, for invalidateStreamRights({ userId }).
  const byUser = new Map<number, Set<() => void>>();
  const offRights = app.events.subscribeRights((target) => {
    if ('userId' in target) for (const recheck of byUser.get(target.userId) ?? []) recheck();
  });
  // Streams never end on their own: end them so the server can close.
  app.addHook('preClose', async () => {
    offRights();
    for (const channel of open) channel.close();
  });
  app.metrics.sources.eventStreams = () => open.size;

  app.get(API.classEvents, { schema: classEventsRoute, config: STREAM_CALL }, async (req, reply) => {
    const db = app.database.db;
    const { cls, role, user, sessionHash, camera } = await gate(
      req,
      req.query.class_id,
      {},
      { open: true, password: true },
    );
    const resumeFrom = parseCursor(req.headers['last-event-id']?.toString() ?? req.query.since);
    const current = await currentCursor(db, cls.id, role);
    const cursor = resumeFrom ? { scoreId: current.scoreId, ...resumeFrom } : current;

    reply.hijack();
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined));
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy or compression layer may buffer or rewrite the stream.
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    req.raw.socket.setNoDelay(true);

    const channel = new SseChannel(reply.raw, heartbeatMs);
    const holder = {
      tokenHash: sessionHash,
      userId: user.id,
      classId: cls.id,
      role,
      idleMinutes: ctx.idleMinutes,
      camera,
    };
    // The right, once read, holds until something that can end it says so (recheckNow below):
    // a delivery then costs no query. A read begun before such a notice never vouches for the
    // right after it (`version`); one begun after it is shared by whoever asks meanwhile.
    let rightHolds = false;
    let version = 0;
    let checking: { version: number; ok: Promise<boolean> } | null = null;
    const mayDeliver = () => {
      if (rightHolds) return Promise.resolve(true);
      if (checking?.version === version) return checking.ok;
      const asked = version;
      const ok = mayStillReceive(db, holder).then((holds) => {
        if (holds && asked === version) rightHolds = true;
        return holds;
      });
      checking = { version: asked, ok };
      return ok;
    };
    const recheckNow = () => {
      rightHolds = false;
      version += 1;
      mayDeliver().then(
        (ok) => ok || channel.close(),
        () => channel.close(),
      );
    };
    // A change to the class (an admin's edit) or to the user (logout, password, role) makes it
    // check at once, on any instance; a slow safety check catches a missed notice or an idle session.
    const everyMs = ctx.streamRecheckMs ?? STREAM_RECHECK_MS;
    let recheck: NodeJS.Timeout;
    const scheduleRecheck = () => {
      recheck = setTimeout(() => {
        recheckNow();
        scheduleRecheck();
      }, recheckDelay(everyMs));
      recheck.unref();
    };
    scheduleRecheck();
    const offChange = app.events.subscribe(cls.id, (kind) => {
      if (kind === 'status' || kind === 'resync') recheckNow();
    });
    const userRechecks = byUser.get(user.id) ?? new Set();
    userRechecks.add(recheckNow);
    byUser.set(user.id, userRechecks);
    open.add(channel);
    const seat = `${sessionHash}:${cls.id}`;
    const seatStreams = bySeat.get(seat) ?? [];
    seatStreams.push(channel);
    bySeat.set(seat, seatStreams);
    channel.onClose(() => {
      clearTimeout(recheck);
      offChange();
      userRechecks.delete(recheckNow);
      if (userRechecks.size === 0) byUser.delete(user.id);
      open.delete(channel);
      seatStreams.splice(seatStreams.indexOf(channel), 1);
      if (seatStreams.length === 0) bySeat.delete(seat);
    });
    // A reload opens a new stream before the old one's close arrives; more than that is a client
    // opening streams in a loop, each holding a connection and a listener.
    for (const old of seatStreams.slice(0, -MAX_STREAMS_PER_SEAT)) old.close();
    req.raw.on('close', () => channel.close());
    pumpClassEvents({
      db,
      events: app.events,
      classId: cls.id,
      role,
      phone: camera,
      cursor,
      meetingStatus: ctx.cache.meetingStatus,
      channel,
      mayDeliver,
      onDelivered: app.metrics.delivered,
      onError: (err) => req.log.error({ err }, 'class event stream failed'),
    });
  });
};
