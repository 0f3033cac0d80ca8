import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { API } from '../../../common/api.ts';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import { AUDIENCE_LINK_GONE, type AudienceView, RECITAL_FULL } from '../../../common/schemas/recitals.ts';
import type { JanusConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { recitals, recitalViewers } from '../../db/schema.ts';
import { StreamingMounts } from '../../janus/streaming-mounts.ts';
import { HttpError } from '../../plugins/errors.ts';
import { performersOf, stageRoom, VIEWER_SEEN_MINUTES } from './recitals.service.ts';
import { mayWatch, programmeName, serverForSeat } from './stage.ts';
import { seatsPerServer } from './stage-relay.service.ts';

const MINUTE = 60_000;

/**
 * GET /api/recitals/audience/{token}: what the audience's page shows, and this browser's
 * subscriber join to the stage (one Janus token per browser, kept across its polls). The recital
 * row is locked while a browser takes its seat, so two at once cannot pass the cap together; a
 * browser not seen for VIEWER_SEEN_MINUTES has left, and comes back as a new viewer.
 */
export async function audienceView(
  db: Db,
  janus: JanusConfig | null,
  token: string,
  viewerKey: string,
  now: Date,
  schoolZone: string,
  relay: { edges: JanusConfig[]; viewersPerServer: number } = { edges: [], viewersPerServer: 200 },
): Promise<AudienceView & { recitalId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(recitals).where(eq(recitals.audienceToken, token)).for('update');
    if (!row) throw new HttpError(404, AUDIENCE_LINK_GONE);
    const since = new Date(now.getTime() - VIEWER_SEEN_MINUTES * MINUTE);
    const active = await tx
      .select({ viewerKey: recitalViewers.viewerKey })
      .from(recitalViewers)
      .where(and(eq(recitalViewers.recitalId, row.id), gt(recitalViewers.lastSeenAt, since)));
    const hasSeat = active.some((a) => a.viewerKey === viewerKey);
    if (!mayWatch({ hasSeat, watching: active.length - (hasSeat ? 1 : 0), cap: row.viewerCap }))
      throw new HttpError(409, RECITAL_FULL);
    const [seat] = await tx
      .insert(recitalViewers)
      .values({ recitalId: row.id, viewerKey, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [recitalViewers.recitalId, recitalViewers.viewerKey],
        set: { lastSeenAt: now },
      })
      .returning();
    const performers = await performersOf(tx, row.id);
    let join: AudienceView['janus'] = null;
    if (janus && seat) {
      const { rooms, room } = await stageRoom(tx, janus, row, performers.length);
      let { janusToken, janusServer } = seat;
      if (!janusToken) {
        const { edges, viewersPerServer } = relay;
        janusServer = serverForSeat(
          await seatsPerServer(tx, row.id, edges.length + 1, now),
          viewersPerServer,
        );
        const edge = edges[janusServer - 1];
        janusToken = edge ? await new StreamingMounts(edge).admit() : await rooms.admit(room);
        await tx
          .update(recitalViewers)
          .set({ janusToken, janusServer })
          .where(eq(recitalViewers.id, seat.id));
      }
      const edge = relay.edges[janusServer - 1];
      join = edge
        ? {
            janusUrl: `/api${API.janusEdge}/${janusServer}`,
            room,
            token: janusToken,
            relay: { mount: room, pin: new StreamingMounts(edge).pin(room) },
          }
        : { janusUrl: `/api${API.janus}`, room, token: janusToken, relay: null };
    }
    const positionOf = (id: number | null) => performers.find((p) => p.studentId === id)?.position ?? null;
    return {
      recitalId: row.id,
      title: row.title,
      starts_at: row.startsAt.toISOString(),
      when_label: lessonWhenLabel(row.startsAt, schoolZone, schoolZone),
      running_order: performers.map((p) => ({ position: p.position, name: programmeName(p) })),
      on_stage: positionOf(row.onStageId),
      next: positionOf(row.nextId),
      janus: join,
    };
  });
}

/** A Janus token an audience's page holds now: its seat is there, on a link still in use. */
export async function isAudienceToken(db: Db, janusToken: string): Promise<boolean> {
  const [seat] = await db
    .select({ id: recitalViewers.id })
    .from(recitalViewers)
    .innerJoin(recitals, eq(recitals.id, recitalViewers.recitalId))
    .where(and(eq(recitalViewers.janusToken, janusToken), isNotNull(recitals.audienceToken)))
    .limit(1);
  return Boolean(seat);
}
