import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { API, API_BASE } from '../../../common/api.ts';
import { TAKE_TEXT } from '../../../common/schemas/assignments.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { School } from '../../../common/school.ts';
import type { Db } from '../../db/database.ts';
import { assignments, practiceTakes, takeComments, users } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { sniffChatFile } from '../live-class/chat/file-sniff.ts';
import { editableAssignment, visibleAssignment } from './assignment-access.ts';

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

/** The student sends a take for their own assignment; its bytes go to the store before its row. */
export async function storeTake(
  db: Db,
  store: BlobStore,
  user: SessionUser,
  assignmentId: number,
  take: { bytes: Uint8Array; durationMs: number; note: string },
): Promise<TakeView> {
  const assignment = await visibleAssignment(db, user, assignmentId);
  if (user.role !== 'student' || assignment.studentId !== user.id)
    throw new HttpError(403, TAKE_TEXT.onlyStudent);
  const mimeType = takeType(take.bytes);
  if (!mimeType) throw new HttpError(400, TAKE_TEXT.notAudio);
  const storageKey = `take-${assignmentId}/${randomUUID()}`;
  await store.put(storageKey, take.bytes);
  const [row] = await db
    .insert(practiceTakes)
    .values({
      assignmentId,
      studentId: user.id,
      storageKey,
      mimeType,
      sizeBytes: take.bytes.byteLength,
      durationMs: take.durationMs,
      note: take.note,
    })
    .returning();
  if (!row) throw new Error('take not stored');
  return { ...row, comments: [] };
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

/** A take the caller answers: its assignment's teacher (or an admin). */
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
