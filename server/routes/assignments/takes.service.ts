import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { API, API_BASE } from '../../../common/api.ts';
import { ASSIGNMENT_TEXT, TAKE_TEXT, takeLimitText } from '../../../common/schemas/assignments.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { CONSENT_TEXT } from '../../../common/schemas/consents.ts';
import type { School } from '../../../common/school.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { assignments, practiceTakes, takeComments, users } from '../../db/schema.ts';
import { permissionOf } from '../../families/consent-state.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { sniffChatFile } from '../live-class/chat/file-sniff.ts';
import { editableAssignment, lockStudent, visibleAssignment } from './assignment-access.ts';
import { storeBody } from './file-body.ts';

export type TakeRow = typeof practiceTakes.$inferSelect;
export type TakeView = TakeRow & {
  comments: { id: number; atMs: number; text: string; authorName: string; createdAt: Date }[];
};

// What a take may be, judged by its first bytes: the browsers' recorders write WebM or Ogg
// (Opus), or MP4 audio; WAV and MP3 come from elsewhere.
const AUDIO_NAMES = ['take.webm', 'take.ogg', 'take.m4a', 'take.wav', 'take.mp3'];

/** The take's content type from its bytes, or null when it is no recording we play. */
export function takeType(bytes: Uint8Array): string | null {
  for (const name of AUDIO_NAMES) {
    const sniffed = sniffChatFile(name, bytes);
    if (sniffed) return name.endsWith('.webm') ? 'audio/webm' : sniffed.mimeType;
  }
  return null;
}

/** The bytes of all the student's takes. */
async function takeBytes(db: Pick<Db, 'select'>, studentId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${practiceTakes.sizeBytes}), 0)`.mapWith(Number) })
    .from(practiceTakes)
    .where(eq(practiceTakes.studentId, studentId));
  return row?.bytes ?? 0;
}

/**
 * The student sends a take for their own assignment, streamed to the store within the take's
 * limit and the room left of their quota (refused before a byte is read when its declared size
 * is beyond either, or when the student's consent to keeping takes does not hold on the school's
 * date `today`); its row is written once its bytes are all there.
 */
export async function storeTake(
  db: Db,
  store: BlobStore,
  limits: AppConfig['takes'],
  user: SessionUser,
  assignmentId: number,
  take: { body: Readable | undefined; declaredBytes: number | null; durationMs: number; note: string },
  today: string,
): Promise<TakeView> {
  const assignment = await visibleAssignment(db, user, assignmentId);
  if (user.role !== 'student' || assignment.studentId !== user.id)
    throw new HttpError(403, TAKE_TEXT.onlyStudent);
  const consent = await permissionOf(db, user.id, 'practice_takes', today);
  if (!consent.allowed) throw new HttpError(403, CONSENT_TEXT.takesNotKept[consent.decidedBy]);
  const used = await takeBytes(db, user.id);
  const room = limits.quotaBytes - used;
  const tooLarge = takeLimitText.tooLarge(limits.maxBytes);
  const quotaFull = takeLimitText.quota(used, limits.quotaBytes);
  const declared = take.declaredBytes ?? 0;
  if (declared > limits.maxBytes) throw new HttpError(413, tooLarge);
  if (room <= 0 || declared > room) throw new HttpError(413, quotaFull);
  if (!take.body) throw new HttpError(400, TAKE_TEXT.notAudio);
  const storageKey = `take-${assignmentId}/${randomUUID()}`;
  const stored = await storeBody(store, storageKey, take.body, {
    maxBytes: Math.min(limits.maxBytes, room),
    tooLarge: room < limits.maxBytes ? quotaFull : tooLarge,
    typeOf: takeType,
    wrongKind: TAKE_TEXT.notAudio,
  });
  try {
    const row = await db.transaction(async (tx) => {
      // Counted again, in turn with the student's other takes arriving at the same time.
      await lockStudent(tx, user.id);
      const usedNow = await takeBytes(tx, user.id);
      if (usedNow + stored.size > limits.quotaBytes)
        throw new HttpError(413, takeLimitText.quota(usedNow, limits.quotaBytes));
      // Held until this take is stored: a deletion of the assignment meanwhile then sees it.
      const [held] = await tx
        .select({ id: assignments.id })
        .from(assignments)
        .where(eq(assignments.id, assignmentId))
        .for('share');
      if (!held) throw new HttpError(404, ASSIGNMENT_TEXT.notFound);
      const [inserted] = await tx
        .insert(practiceTakes)
        .values({
          assignmentId,
          studentId: user.id,
          storageKey,
          mimeType: stored.mimeType,
          sizeBytes: stored.size,
          durationMs: take.durationMs,
          note: take.note,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('take not stored');
    return { ...row, comments: [] };
  } catch (err) {
    await store.delete(storageKey);
    throw err;
  }
}

/** The student deletes a take of theirs (an admin any), to make room or because it should go. */
export async function deleteTake(db: Db, store: BlobStore, user: SessionUser, id: number) {
  const take = await visibleTake(db, user, id);
  if (user.role !== 'admin' && !(user.role === 'student' && take.studentId === user.id))
    throw new HttpError(403, TAKE_TEXT.onlyOwnTakes);
  await db.delete(practiceTakes).where(eq(practiceTakes.id, id));
  // The row first: a file that fails to go is out of reach, never a row without its file.
  await store.delete(take.storageKey);
}

async function withComments(db: Db, rows: TakeRow[]): Promise<TakeView[]> {
  if (!rows.length) return [];
  const comments = await db
    .select({
      id: takeComments.id,
      takeId: takeComments.takeId,
      atMs: takeComments.atMs,
      text: takeComments.text,
      createdAt: takeComments.createdAt,
      authorName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(takeComments)
    .innerJoin(users, eq(users.id, takeComments.authorId))
    .where(
      inArray(
        takeComments.takeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(takeComments.atMs), asc(takeComments.id));
  return rows.map((r) => ({ ...r, comments: comments.filter((c) => c.takeId === r.id) }));
}

/** An assignment's takes, newest first, with their comments in the order of the recording. */
export async function listTakes(db: Db, user: SessionUser, assignmentId: number): Promise<TakeView[]> {
  await visibleAssignment(db, user, assignmentId);
  const rows = await db
    .select()
    .from(practiceTakes)
    .where(eq(practiceTakes.assignmentId, assignmentId))
    .orderBy(sql`${practiceTakes.createdAt} desc`, sql`${practiceTakes.id} desc`);
  return withComments(db, rows);
}

/** A take the caller may hear: its student's, their teachers' and admins'; anyone else's is not found. */
export async function visibleTake(db: Db, user: SessionUser, id: number): Promise<TakeRow> {
  const [row] = await db.select().from(practiceTakes).where(eq(practiceTakes.id, id));
  if (!row) throw new HttpError(404, TAKE_TEXT.notFound);
  await visibleAssignment(db, user, row.assignmentId).catch(() => {
    throw new HttpError(404, TAKE_TEXT.notFound);
  });
  return row;
}

/** A take the caller answers: its assignment's own teacher (or an admin); its student's other teachers only hear it. */
async function answerableTake(db: Db, user: SessionUser, id: number) {
  const take = await visibleTake(db, user, id);
  const assignment = await editableAssignment(db, user, take.assignmentId);
  return { take, assignment };
}

export async function readTake(db: Db, id: number): Promise<TakeView> {
  const [row] = await db.select().from(practiceTakes).where(eq(practiceTakes.id, id));
  if (!row) throw new HttpError(404, TAKE_TEXT.notFound);
  const [view] = await withComments(db, [row]);
  return view as TakeView;
}

/** The teacher's comment at a moment of the take (within it). */
export async function commentOnTake(
  db: Db,
  user: SessionUser,
  id: number,
  comment: { at_ms: number; text: string },
) {
  const { take } = await answerableTake(db, user, id);
  if (comment.at_ms > take.durationMs) throw new HttpError(400, TAKE_TEXT.commentAt);
  await db
    .insert(takeComments)
    .values({ takeId: id, authorId: user.id, atMs: comment.at_ms, text: comment.text });
  return readTake(db, id);
}

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The teacher answers: words for the student, and the assignment done or to play again. The
 * student is mailed (through the outbox, with the answer stored) with the comments at their moments.
 */
export async function answerTake(
  db: Db,
  school: School,
  user: SessionUser,
  id: number,
  answer: { text: string; verdict: 'done' | 'again' },
) {
  const { take, assignment } = await answerableTake(db, user, id);
  const [student] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, assignment.studentId));
  const comments = (await readTake(db, id)).comments;
  await db.transaction(async (tx) => {
    await tx
      .update(practiceTakes)
      .set({ answer: answer.text, answeredAt: new Date() })
      .where(eq(practiceTakes.id, take.id));
    await tx
      .update(assignments)
      .set({ state: answer.verdict, updatedAt: new Date() })
      .where(eq(assignments.id, assignment.id));
    if (student)
      await enqueueMail(tx, {
        to: student.email,
        subject: `${assignment.title}: ${answer.verdict === 'done' ? 'done' : 'play it again'}`,
        body: [
          `Dear ${student.firstName},`,
          '',
          `Your teacher listened to your take of "${assignment.title}" and marked it ${
            answer.verdict === 'done' ? 'done' : "'again': please practise it once more"
          }.`,
          ...(answer.text ? ['', answer.text] : []),
          ...(comments.length
            ? ['', 'At moments of your take:', ...comments.map((c) => `${clock(c.atMs)}  ${c.text}`)]
            : []),
          '',
          `Your assignments: ${school.siteUrl}/dashboard`,
          '',
          school.name,
        ].join('\n'),
      });
  });
  return readTake(db, id);
}

export const takeFileUrl = (id: number) => `${API_BASE}${API.practiceTakes}/${id}/file`;

/** Every take the student sent goes, row and bytes (their consent to keeping takes was withheld); answers how many. */
export async function deleteStudentTakes(db: Db, store: BlobStore, studentId: number) {
  const gone = await db
    .delete(practiceTakes)
    .where(eq(practiceTakes.studentId, studentId))
    .returning({ key: practiceTakes.storageKey });
  for (const take of gone) await store.delete(take.key);
  return gone.length;
}

/** The scheduled job: takes older than the recordings' retention go, row and bytes. */
export async function sweepTakes(db: Db, store: BlobStore, retentionDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const old = await db
    .delete(practiceTakes)
    .where(lt(practiceTakes.createdAt, cutoff))
    .returning({ key: practiceTakes.storageKey });
  for (const take of old) await store.delete(take.key);
  return old.length;
}
