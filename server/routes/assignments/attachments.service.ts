import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileExtension } from '../../../common/live-class-files.ts';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '../../../common/schemas/assignments.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { assignments } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { sniffChatFile } from '../live-class/chat/file-sniff.ts';
import { editableAssignment, visibleAssignment } from './assignment-access.ts';
import { readAssignment } from './assignments.service.ts';
import { storeBody } from './file-body.ts';

/** A score (PDF or image) or a recording: by its name's extension and its first bytes. */
const ATTACHMENT_EXTENSIONS = new Set([
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'mp3',
  'm4a',
  'wav',
  'ogg',
  'oga',
  'webm',
]);

export function attachmentType(fileName: string, bytes: Uint8Array): string | null {
  if (!ATTACHMENT_EXTENSIONS.has(fileExtension(fileName))) return null;
  const sniffed = sniffChatFile(fileName, bytes);
  if (!sniffed) return null;
  return fileExtension(fileName) === 'webm' ? 'audio/webm' : sniffed.mimeType;
}

/**
 * The teacher attaches a file (replacing one attached before), streamed to the store once they
 * are known to be its teacher; the old bytes go once the row names the new.
 */
export async function attachFile(
  db: Db,
  store: BlobStore,
  user: SessionUser,
  id: number,
  file: { name: string; body: Readable | undefined; declaredBytes: number | null },
) {
  const row = await editableAssignment(db, user, id);
  if ((file.declaredBytes ?? 0) > ASSIGNMENT_LIMITS.attachmentBytes)
    throw new HttpError(413, ASSIGNMENT_TEXT.attachmentTooLarge);
  if (!file.body || !ATTACHMENT_EXTENSIONS.has(fileExtension(file.name)))
    throw new HttpError(400, ASSIGNMENT_TEXT.attachmentType);
  const key = `assignment-${id}/${randomUUID()}`;
  const stored = await storeBody(store, key, file.body, {
    maxBytes: ASSIGNMENT_LIMITS.attachmentBytes,
    tooLarge: ASSIGNMENT_TEXT.attachmentTooLarge,
    typeOf: (head) => attachmentType(file.name, head),
    wrongKind: ASSIGNMENT_TEXT.attachmentType,
  });
  const [named] = await db
    .update(assignments)
    .set({
      attachmentKey: key,
      attachmentName: file.name,
      attachmentType: stored.mimeType,
      attachmentBytes: stored.size,
      updatedAt: new Date(),
    })
    .where(eq(assignments.id, id))
    .returning({ id: assignments.id });
  // Deleted while the file arrived: its bytes go too.
  if (!named) {
    await store.delete(key);
    throw new HttpError(404, ASSIGNMENT_TEXT.notFound);
  }
  if (row.attachmentKey) await store.delete(row.attachmentKey);
  return readAssignment(db, id);
}

export async function removeAttachment(db: Db, store: BlobStore, user: SessionUser, id: number) {
  const row = await editableAssignment(db, user, id);
  await db
    .update(assignments)
    .set({
      attachmentKey: null,
      attachmentName: null,
      attachmentType: null,
      attachmentBytes: null,
      updatedAt: new Date(),
    })
    .where(eq(assignments.id, id));
  if (row.attachmentKey) await store.delete(row.attachmentKey);
  return readAssignment(db, id);
}

/** The attachment of an assignment the caller may see. */
export async function visibleAttachment(db: Db, user: SessionUser, id: number) {
  const row = await visibleAssignment(db, user, id);
  if (!row.attachmentKey) throw new HttpError(404, 'This assignment has no attachment');
  return {
    key: row.attachmentKey,
    fileName: row.attachmentName ?? 'attachment',
    mimeType: row.attachmentType ?? 'application/octet-stream',
    size: row.attachmentBytes ?? 0,
  };
}
