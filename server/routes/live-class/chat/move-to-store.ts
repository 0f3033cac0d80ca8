import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { classChatFiles, classChatMessages } from '../../../db/schema.ts';
import type { BlobStore } from '../../../storage/blob-store.ts';
import { chatFileKey } from './chat-file-store.ts';

const BATCH = 50;

/**
 * Moves the bytes of chat files sent before migration 0007 from their rows to the store, one
 * file at a time (at most 25 MB in memory), until none is left or `stopped()`. Safe to run on
 * several instances at once: a row gives up its bytes only in the update that names its key,
 * after the whole file is stored, and only while no other instance has done so (the loser
 * deletes its copy). Returns how many files this run moved.
 */
export async function moveChatFilesToStore(db: Db, store: BlobStore, stopped = () => false): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const pending = await db
      .select({ messageId: classChatFiles.messageId, classId: classChatMessages.classId })
      .from(classChatFiles)
      .innerJoin(classChatMessages, eq(classChatMessages.id, classChatFiles.messageId))
      .where(and(isNull(classChatFiles.storageKey), gt(classChatFiles.messageId, after)))
      .orderBy(asc(classChatFiles.messageId))
      .limit(BATCH);
    for (const file of pending) {
      if (stopped()) return moved;
      if (await moveOne(db, store, file)) moved++;
      after = file.messageId;
    }
    if (pending.length < BATCH) return moved;
  }
}

async function moveOne(db: Db, store: BlobStore, file: { messageId: number; classId: number }) {
  const still = and(eq(classChatFiles.messageId, file.messageId), isNull(classChatFiles.storageKey));
  const [row] = await db.select({ data: classChatFiles.data }).from(classChatFiles).where(still);
  if (!row?.data) return false;
  const key = chatFileKey(file.classId);
  await store.put(key, row.data);
  const [done] = await db
    .update(classChatFiles)
    .set({ storageKey: key, data: null })
    .where(still)
    .returning({ messageId: classChatFiles.messageId });
  if (!done) await store.delete(key);
  return done !== undefined;
}
