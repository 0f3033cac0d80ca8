import { eq, lt } from 'drizzle-orm';
import type { JanusConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { janusRooms } from '../db/schema.ts';
import { StreamingMounts } from './streaming-mounts.ts';
import { VideoRooms } from './video-room.ts';

/**
 * A room outlives its lesson's end by this much before the job removes it: a lesson that runs
 * over is not cut off, and the tokens it admitted still go the same day.
 */
export const ROOM_GRACE_MINUTES = 30;
const MINUTE = 60_000;

/** Notes (or re-notes, after a move) when room `room`'s use ends. */
export async function noteRoom(db: Db, room: number, endsAt: Date) {
  await db
    .insert(janusRooms)
    .values({ room, endsAt })
    .onConflictDoUpdate({ target: janusRooms.room, set: { endsAt } });
}

/**
 * The janus-rooms job: each room whose use ended ROOM_GRACE_MINUTES ago is removed from Janus
 * with its tokens (and from each edge, its mountpoint), then forgotten. When Janus does not answer the run fails there, and the rooms
 * left wait for the next run. Answers the rooms removed.
 */
export async function removeEndedRooms(
  db: Db,
  janus: JanusConfig,
  now: Date,
  edges: JanusConfig[] = [],
): Promise<number[]> {
  const ended = await db
    .select({ room: janusRooms.room })
    .from(janusRooms)
    .where(lt(janusRooms.endsAt, new Date(now.getTime() - ROOM_GRACE_MINUTES * MINUTE)))
    .orderBy(janusRooms.room);
  const rooms = new VideoRooms(janus);
  const removed: number[] = [];
  for (const { room } of ended) {
    await rooms.remove(room);
    // A recital's stage may have a mountpoint on each edge too (a lesson's room has none).
    for (const edge of edges) await new StreamingMounts(edge).remove(room);
    await db.delete(janusRooms).where(eq(janusRooms.room, room));
    removed.push(room);
  }
  return removed;
}
