import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  BACKING_TRACK_LIMITS,
  BACKING_TRACK_TEXT,
} from '../../../../common/schemas/live-class/backing-tracks.ts';
import type { Db } from '../../../db/database.ts';
import { classBackingTracks } from '../../../db/schema.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { BlobStore } from '../../../storage/blob-store.ts';
import { sniffAudio } from '../chat/file-sniff.ts';
import type { Member } from '../class-gate.ts';
import { inClassOrder } from '../class-order.ts';
import type { TrackRow } from './backing-tracks.presenter.ts';

type Deps = { db: Db; store: BlobStore };

const countIn = (db: Pick<Db, '$count'>, classId: number) =>
  db.$count(classBackingTracks, eq(classBackingTracks.classId, classId));

/**
 * Keeps an audio file with the class: refused unless its bytes are an MP3, WAV, OGG or M4A file
 * (the name is only shown), and past the lesson's count. The bytes go to the store first, the row
 * after; bytes whose row could not be written are deleted again.
 */
export async function addTrack(deps: Deps, member: Member, file: { name: string; bytes: Buffer }) {
  const mimeType = sniffAudio(file.bytes);
  if (!mimeType) throw new HttpError(400, BACKING_TRACK_TEXT.notAudio);
  const classId = member.cls.id;
  if ((await countIn(deps.db, classId)) >= BACKING_TRACK_LIMITS.tracks)
    throw new HttpError(409, BACKING_TRACK_TEXT.tooMany);
  const storageKey = `${classId}/track-${randomUUID()}`;
  await deps.store.put(storageKey, file.bytes);
  try {
    // In the class's order, so two at once cannot both pass the count.
    return await inClassOrder(deps.db, classId, async (tx) => {
      if ((await countIn(tx, classId)) >= BACKING_TRACK_LIMITS.tracks)
        throw new HttpError(409, BACKING_TRACK_TEXT.tooMany);
      const [row] = await tx
        .insert(classBackingTracks)
        .values({
          classId,
          addedBy: member.role,
          fileName: file.name,
          mimeType,
          sizeBytes: file.bytes.byteLength,
          storageKey,
        })
        .returning();
      if (!row) throw new Error('backing track not stored');
      return row;
    });
  } catch (err) {
    await deps.store.delete(storageKey).catch(() => {});
    throw err;
  }
}

export async function trackById(db: Db, id: number): Promise<TrackRow | null> {
  const [row] = await db.select().from(classBackingTracks).where(eq(classBackingTracks.id, id));
  return row ?? null;
}

export const listTracks = (db: Db, classId: number): Promise<TrackRow[]> =>
  db
    .select()
    .from(classBackingTracks)
    .where(eq(classBackingTracks.classId, classId))
    .orderBy(asc(classBackingTracks.id));
