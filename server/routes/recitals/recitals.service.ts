import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { API } from '../../../common/api.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  CHOOSE_PERFORMERS,
  type CreateRecitalValues,
  NOT_PERFORMING,
  RECITAL_NOT_FOUND,
} from '../../../common/schemas/recitals.ts';
import type { JanusConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { recitalPerformers, recitals, recitalViewers, users } from '../../db/schema.ts';
import { noteRoom } from '../../janus/janus-rooms.ts';
import { VideoRooms } from '../../janus/video-room.ts';
import { HttpError } from '../../plugins/errors.ts';
import { GROUP_CLASSES_OFF } from '../group-classes/group-classes.service.ts';
import { stageRefusal } from './stage.ts';

/** Browsers seen within this many minutes count against the viewer cap (the page asks every 15 s). */
export const VIEWER_SEEN_MINUTES = 2;
const MINUTE = 60_000;
/** Recital stages are numbered from here: above any lesson's room (a classes id, 32-bit). */
const RECITAL_ROOM_BASE = 3_000_000_000;
export const recitalRoom = (id: number) => RECITAL_ROOM_BASE + id;

type RecitalRow = typeof recitals.$inferSelect;
export type Performer = { position: number; studentId: number; firstName: string; lastName: string };
export type RecitalFull = RecitalRow & {
  organiser: { firstName: string; lastName: string };
  performers: Performer[];
  viewers: number;
};

const newAudienceToken = () => randomBytes(32).toString('base64url');
const seenSince = (now: Date) => new Date(now.getTime() - VIEWER_SEEN_MINUTES * MINUTE);

/** Stores the recital, its running order and a first audience link; the organiser is the caller. */
export async function createRecital(
  db: Db,
  input: CreateRecitalValues,
  organiser: SessionUser,
  schoolZone: string,
): Promise<number> {
  const ids = input.performerIds;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'student')));
  if (found.length !== ids.length) throw new HttpError(400, CHOOSE_PERFORMERS);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(recitals)
      .values({
        title: input.title,
        startsAt: instantOf(input.date, input.time, schoolZone),
        durationMinutes: input.durationMinutes,
        organiserId: organiser.id,
        audienceToken: newAudienceToken(),
        viewerCap: input.viewerCap,
      })
      .returning({ id: recitals.id });
    if (!made) throw new Error('recital not stored');
    await tx
      .insert(recitalPerformers)
      .values(ids.map((studentId, i) => ({ recitalId: made.id, studentId, position: i + 1 })));
    return made.id;
  });
}

export async function performersOf(db: Db, recitalId: number): Promise<Performer[]> {
  return db
    .select({
      position: recitalPerformers.position,
      studentId: recitalPerformers.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(recitalPerformers)
    .innerJoin(users, eq(users.id, recitalPerformers.studentId))
    .where(eq(recitalPerformers.recitalId, recitalId))
    .orderBy(asc(recitalPerformers.position));
}

async function watching(db: Db, recitalId: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(recitalViewers)
    .where(and(eq(recitalViewers.recitalId, recitalId), gt(recitalViewers.lastSeenAt, seenSince(now))));
  return row?.n ?? 0;
}

async function withDetails(db: Db, row: RecitalRow, now: Date): Promise<RecitalFull> {
  const [organiser] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.organiserId));
  return {
    ...row,
    organiser: organiser ?? { firstName: '', lastName: '' },
    performers: await performersOf(db, row.id),
    viewers: await watching(db, row.id, now),
  };
}

/** An admin manages every recital; a teacher only the ones they scheduled (others do not exist for them). */
async function managed(db: Db, user: SessionUser, id: number): Promise<RecitalRow> {
  const [row] = await db.select().from(recitals).where(eq(recitals.id, id));
  if (!row || (user.role !== 'admin' && row.organiserId !== user.id))
    throw new HttpError(404, RECITAL_NOT_FOUND);
  return row;
}

export async function getRecital(db: Db, user: SessionUser, id: number, now: Date) {
  return withDetails(db, await managed(db, user, id), now);
}

/** The caller's recitals (an admin's: all), the latest first. */
export async function listRecitals(db: Db, user: SessionUser, now: Date) {
  const rows = await db
    .select()
    .from(recitals)
    .where(user.role === 'admin' ? undefined : eq(recitals.organiserId, user.id))
    .orderBy(desc(recitals.startsAt), desc(recitals.id));
  return Promise.all(rows.map((r) => withDetails(db, r, now)));
}

export async function setViewerCap(db: Db, user: SessionUser, id: number, viewerCap: number) {
  await managed(db, user, id);
  await db.update(recitals).set({ viewerCap }).where(eq(recitals.id, id));
}

/** Who is on stage and who is next: performers of this recital, or no one (400 otherwise). */
export async function setStage(
  db: Db,
  user: SessionUser,
  id: number,
  stage: { onStageId: number | null; nextId: number | null },
) {
  await managed(db, user, id);
  const refusal = stageRefusal(
    (await performersOf(db, id)).map((p) => p.studentId),
    stage,
  );
  if (refusal) throw new HttpError(400, refusal);
  await db.update(recitals).set(stage).where(eq(recitals.id, id));
}

/**
 * Revokes the audience's link (and, with `renew`, gives a new one): the old link refuses from
 * this moment. Its browsers' seats go with it; answers their Janus tokens, for the caller to take
 * back from Janus.
 */
export async function replaceAudienceLink(db: Db, user: SessionUser, id: number, renew: boolean) {
  await managed(db, user, id);
  return db.transaction(async (tx) => {
    await tx
      .update(recitals)
      .set({ audienceToken: renew ? newAudienceToken() : null })
      .where(eq(recitals.id, id));
    const gone = await tx
      .delete(recitalViewers)
      .where(eq(recitalViewers.recitalId, id))
      .returning({ token: recitalViewers.janusToken, server: recitalViewers.janusServer });
    return gone.flatMap((g) => (g.token === null ? [] : [{ token: g.token, server: g.server }]));
  });
}

/** Creates the recital's stage room if Janus has none, noted for removal after its end. */
export async function stageRoom(db: Db, janus: JanusConfig, row: RecitalRow, performers: number) {
  const room = recitalRoom(row.id);
  const rooms = new VideoRooms(janus);
  // The one on stage, the next one ready, and the organiser; more publishers are room to spare.
  await rooms.ensure(room, row.title, Math.max(3, performers + 1));
  await noteRoom(db, room, new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE));
  return { rooms, room };
}

/** A publisher's token to the stage: for the organiser, an admin, or a performer. */
export async function stageToken(db: Db, janus: JanusConfig | null, user: SessionUser, id: number) {
  if (!janus) throw new HttpError(409, GROUP_CLASSES_OFF);
  const [row] = await db.select().from(recitals).where(eq(recitals.id, id));
  if (!row) throw new HttpError(404, RECITAL_NOT_FOUND);
  const performers = await performersOf(db, id);
  const staff = user.role === 'admin' || row.organiserId === user.id;
  if (!staff && !performers.some((p) => p.studentId === user.id)) throw new HttpError(403, NOT_PERFORMING);
  const { rooms, room } = await stageRoom(db, janus, row, performers.length);
  return { janusUrl: `/api${API.janus}`, room, token: await rooms.admit(room) };
}
