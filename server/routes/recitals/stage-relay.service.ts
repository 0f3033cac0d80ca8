import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { JanusConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { recitalPerformers, recitals, recitalViewers } from '../../db/schema.ts';
import { RELAY_AUDIO_PT, RELAY_VIDEO_PT, StreamingMounts } from '../../janus/streaming-mounts.ts';
import { type Forwarder, VideoRooms } from '../../janus/video-room.ts';
import { recitalRoom, VIEWER_SEEN_MINUTES } from './recitals.service.ts';

const MINUTE = 60_000;
/** An audience's poll checks the relay at most this often per recital (and this process). */
export const RELAY_CHECK_MS = 3_000;
const lastCheck = new Map<number, number>();

type Recital = { id: number; title: string; onStageId: number | null };

/** The seats watching each Janus now, [main, edge 1, edge 2, ...] (a seat without a token yet: none). */
export async function seatsPerServer(db: Db, recitalId: number, servers: number, now: Date) {
  const rows = await db
    .select({ server: recitalViewers.janusServer })
    .from(recitalViewers)
    .where(
      and(
        eq(recitalViewers.recitalId, recitalId),
        isNotNull(recitalViewers.janusToken),
        gt(recitalViewers.lastSeenAt, new Date(now.getTime() - VIEWER_SEEN_MINUTES * MINUTE)),
      ),
    );
  const seats = Array.from({ length: servers }, () => 0);
  for (const r of rows) if (r.server < servers) seats[r.server] = (seats[r.server] ?? 0) + 1;
  return seats;
}

/**
 * Makes the main Janus forward whoever is on stage, and only them, to each edge that has
 * watchers (the edge's mountpoint made if missing): a forwarder of anyone else, or to an old
 * port, is stopped. Run when the stage moves on, and now and then from the audience's polls, which
 * catch a performer who began sending after the stage was set.
 */
export async function relayStage(db: Db, janus: JanusConfig, edges: JanusConfig[], row: Recital) {
  if (edges.length === 0) return;
  const seats = await seatsPerServer(db, row.id, edges.length + 1, new Date());
  const watched = edges.filter((_, i) => (seats[i + 1] ?? 0) > 0);
  if (watched.length === 0) return;
  const room = recitalRoom(row.id);
  const rooms = new VideoRooms(janus);
  const [performer] = row.onStageId
    ? await db
        .select({ position: recitalPerformers.position })
        .from(recitalPerformers)
        .where(and(eq(recitalPerformers.recitalId, row.id), eq(recitalPerformers.studentId, row.onStageId)))
    : [];
  const feed = performer
    ? ((await rooms.publishers(room)).find((p) => p.display === String(performer.position))?.id ?? null)
    : null;
  const targets = await Promise.all(watched.map((edge) => new StreamingMounts(edge).ensure(room, row.title)));
  const forwarders = await rooms.forwarders(room);
  const wanted = (f: Forwarder) =>
    f.feed === feed && targets.some((t) => t.host === f.host && (f.port === t.audio || f.port === t.video));
  for (const f of forwarders) if (!wanted(f)) await rooms.stopForward(room, f.feed, f.stream_id);
  if (feed === null) return;
  for (const t of targets) {
    const has = (port: number) => forwarders.some((f) => wanted(f) && f.host === t.host && f.port === port);
    if (has(t.audio) && has(t.video)) continue;
    await rooms.forward(room, feed, {
      ...t,
      audioPt: RELAY_AUDIO_PT,
      videoPt: RELAY_VIDEO_PT,
    });
  }
}

/** relayStage from an audience's poll: at most once per RELAY_CHECK_MS for each recital. */
export async function relayStageNow(db: Db, janus: JanusConfig, edges: JanusConfig[], recitalId: number) {
  const now = Date.now();
  if (now - (lastCheck.get(recitalId) ?? 0) < RELAY_CHECK_MS) return;
  lastCheck.set(recitalId, now);
  const [row] = await db.select().from(recitals).where(eq(recitals.id, recitalId));
  if (row) await relayStage(db, janus, edges, row);
}
