import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  SCORE_LIMITS,
  SCORE_TEXT,
  type ScoreEvent,
  type ScoreMarkInput,
  type ScoreStrokeInput,
} from '../../../../common/schemas/live-class/score.ts';
import type { Db } from '../../../db/database.ts';
import { classScores, scoreEvents, scoreMarks } from '../../../db/schema.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { EventBus } from '../../../plugins/events.ts';
import type { BlobStore } from '../../../storage/blob-store.ts';
import { sniffChatFile } from '../chat/file-sniff.ts';
import type { Member } from '../class-gate.ts';
import { inClassOrder, type Tx } from '../class-order.ts';
import type { MarkedSource } from './marked-pdf.ts';
import { presentScore, presentScoreMark } from './score.presenter.ts';
import { jpegOf, normaliseImage } from './score-image.ts';
import type { ScoreWorker } from './score-in-worker.ts';
import { joinPacked, type PackedMarks, packMarks } from './score-job.ts';

export type ScoreDeps = { db: Db; events: EventBus; store: BlobStore; work: ScoreWorker };
export type ScoreRow = typeof classScores.$inferSelect;
export type MarkRow = typeof scoreMarks.$inferSelect;

/**
 * What the file is, by its content, and how many pages it has (an image is one): a PDF read in
 * the score's worker within its bounds, an image decoded and written again (score-image.ts).
 * Answers the bytes to keep.
 */
export async function readScoreFile(
  work: ScoreWorker,
  bytes: Buffer,
): Promise<{ mimeType: string; pages: number; bytes: Buffer }> {
  if (sniffChatFile('score.pdf', bytes)) {
    const pages = await work.pages(bytes);
    if (pages < 1) throw new HttpError(400, SCORE_TEXT.notScore);
    if (pages > SCORE_LIMITS.pages) throw new HttpError(400, SCORE_TEXT.tooManyPages);
    return { mimeType: 'application/pdf', pages, bytes };
  }
  const image = await normaliseImage(bytes);
  if (!image) throw new HttpError(400, SCORE_TEXT.notScore);
  return { ...image, pages: 1 };
}

type DbOrTx = Db | Tx;

const NO_MARKS = { marks: [], after: null, count: 0 };

/**
 * A change and the event that tells it, under the class's order lock: event ids commit in the
 * order they are given, so a stream that read past one never misses a smaller one committed
 * later (two people drawing at once). The streams are woken after the commit.
 */
async function changeInOrder<T>(
  deps: ScoreDeps,
  classId: number,
  change: (tx: Tx, record: (data: ScoreEvent) => Promise<void>) => Promise<T>,
): Promise<T> {
  let recorded = false;
  const result = await inClassOrder(deps.db, classId, (tx) =>
    change(tx, async (data) => {
      await tx.insert(scoreEvents).values({ classId, data });
      recorded = true;
    }),
  );
  if (recorded) await deps.events.publish(classId, 'score');
  return result;
}

/**
 * Whether the member may open another score in the class: fewer than SCORE_LIMITS.scores so
 * far, and while the teacher keeps turning the pages (the score both see is locked) only the
 * teacher, whose new score stays locked. Answers whether it is.
 */
async function mayOpen(db: DbOrTx, member: Member): Promise<{ locked: boolean }> {
  const scores = await db
    .select({ locked: classScores.locked })
    .from(classScores)
    .where(eq(classScores.classId, member.cls.id))
    .orderBy(desc(classScores.id));
  if (scores.length >= SCORE_LIMITS.scores) throw new HttpError(400, SCORE_TEXT.tooManyScores);
  const locked = scores[0]?.locked ?? false;
  if (locked && member.role !== 'teacher') throw new HttpError(403, SCORE_TEXT.openLocked);
  return { locked };
}

/** Either party opens a score in the class: it is shown to both at page 1. */
export async function openScore(deps: ScoreDeps, member: Member, file: { name: string; bytes: Buffer }) {
  // Asked before the file is read, and again in order with the other changes.
  await mayOpen(deps.db, member);
  const { mimeType, pages, bytes } = await readScoreFile(deps.work, file.bytes);
  const storageKey = `${member.cls.id}/score-${randomUUID()}`;
  await deps.store.put(storageKey, bytes);
  try {
    return await changeInOrder(deps, member.cls.id, async (tx, record) => {
      const { locked } = await mayOpen(tx, member);
      const [row] = await tx
        .insert(classScores)
        .values({
          classId: member.cls.id,
          openedBy: member.role,
          fileName: file.name,
          mimeType,
          sizeBytes: bytes.byteLength,
          storageKey,
          pages,
          locked,
        })
        .returning();
      if (!row) throw new Error('score not stored');
      const score = presentScore(row, NO_MARKS);
      await record({ kind: 'opened', score });
      return score;
    });
  } catch (err) {
    await deps.store.delete(storageKey);
    throw err;
  }
}

export async function scoreById(db: Db, id: number): Promise<ScoreRow | null> {
  const [row] = await db.select().from(classScores).where(eq(classScores.id, id));
  return row ?? null;
}

/** A score of the member's class; another class's answers as if it did not exist. */
export async function classScore(db: DbOrTx, classId: number, id: number): Promise<ScoreRow> {
  const [row] = await db
    .select()
    .from(classScores)
    .where(and(eq(classScores.id, id), eq(classScores.classId, classId)));
  if (!row) throw new HttpError(404, SCORE_TEXT.notFound);
  return row;
}

/**
 * The score's marks after mark `after`, in the order made: SCORE_LIMITS.pageMarks at most, and
 * fewer once they hold pagePoints points (a page's size is bounded by its points, not its marks),
 * told by their counts without reading the points of marks not sent.
 */
export async function marksPage(
  db: Db,
  scoreId: number,
  after = 0,
): Promise<{ marks: MarkRow[]; after: number | null }> {
  const scope = and(eq(scoreMarks.scoreId, scoreId), gt(scoreMarks.id, after));
  const sizes = await db
    .select({ id: scoreMarks.id, points: scoreMarks.pointCount })
    .from(scoreMarks)
    .where(scope)
    .orderBy(asc(scoreMarks.id))
    .limit(SCORE_LIMITS.pageMarks + 1);
  let taken = 0;
  let points = 0;
  for (const mark of sizes.slice(0, SCORE_LIMITS.pageMarks)) {
    if (taken > 0 && points + mark.points > SCORE_LIMITS.pagePoints) break;
    points += mark.points;
    taken += 1;
  }
  const last = sizes[taken - 1]?.id;
  if (last === undefined) return { marks: [], after: null };
  const marks = await db
    .select()
    .from(scoreMarks)
    .where(and(scope, lte(scoreMarks.id, last)))
    .orderBy(asc(scoreMarks.id));
  return { marks, after: taken < sizes.length ? last : null };
}

/** The class's scores, oldest first, each with the first page of its marks and their count. */
export async function listScores(db: Db, classId: number) {
  const rows = await db
    .select({
      score: classScores,
      count: db.$count(scoreMarks, eq(scoreMarks.scoreId, classScores.id)),
    })
    .from(classScores)
    .where(eq(classScores.classId, classId))
    .orderBy(asc(classScores.id));
  return Promise.all(
    rows.map(async (r) => presentScore(r.score, { ...(await marksPage(db, r.score.id)), count: r.count })),
  );
}

/** The score as a PDF with its marks drawn in, made in the score's worker. */
export async function markedPdf(deps: ScoreDeps, score: ScoreRow): Promise<Uint8Array> {
  const stream = await deps.store.read(score.storageKey, 0, score.sizeBytes - 1);
  if (!stream) throw new HttpError(404, SCORE_TEXT.notFound);
  // Read into bytes of their own, handed to the worker thread as they are.
  const bytes = Buffer.from(new ArrayBuffer(score.sizeBytes));
  let at = 0;
  for await (const chunk of stream) at += (chunk as Buffer).copy(bytes, at);
  const source: MarkedSource =
    score.mimeType === 'application/pdf'
      ? { type: 'pdf', bytes }
      : { type: 'jpeg', bytes: await jpegOf(bytes, score.mimeType) };
  // Read and packed a page at a time, giving way between pages: a score full of marks at once
  // would hold the event loop (the embedded database answers on it, its answers chained
  // without a pause).
  const pages: PackedMarks[] = [];
  for (let after: number | null = 0; after !== null; await setImmediate()) {
    const page = await marksPage(deps.db, score.id, after);
    pages.push(
      packMarks(
        page.marks.map(({ page: on, tool, color, points, text }) => ({
          page: on,
          tool,
          color,
          points,
          text,
        })),
      ),
    );
    after = page.after;
  }
  return deps.work.marked(source, joinPacked(pages));
}

/** Either party turns the page, unless the teacher keeps turning to themself. */
export function turnPage(deps: ScoreDeps, member: Member, id: number, page: number) {
  return changeInOrder(deps, member.cls.id, async (tx, record) => {
    const score = await classScore(tx, member.cls.id, id);
    if (page > score.pages) throw new HttpError(400, SCORE_TEXT.noSuchPage);
    if (score.locked && member.role !== 'teacher') throw new HttpError(403, SCORE_TEXT.locked);
    await tx.update(classScores).set({ page }).where(eq(classScores.id, id));
    await record({ kind: 'page', score_id: id, page });
    return page;
  });
}

/** The teacher keeps page turning to themself, or frees it. */
export function lockPages(deps: ScoreDeps, member: Member, id: number, locked: boolean) {
  if (member.role !== 'teacher') throw new HttpError(403, SCORE_TEXT.locked);
  return changeInOrder(deps, member.cls.id, async (tx, record) => {
    await classScore(tx, member.cls.id, id);
    await tx.update(classScores).set({ locked }).where(eq(classScores.id, id));
    await record({ kind: 'lock', score_id: id, locked });
    return locked;
  });
}

/**
 * One finished mark; the same key from the same person answers the mark stored before (a resend
 * after a lost answer), so two people drawing at once and resends lose and double nothing.
 */
export function addMark(deps: ScoreDeps, member: Member, id: number, input: ScoreMarkInput) {
  return changeInOrder(deps, member.cls.id, async (tx, record) => {
    const score = await classScore(tx, member.cls.id, id);
    if (input.page > score.pages) throw new HttpError(400, SCORE_TEXT.noSuchPage);
    const existing = await markByKey(tx, id, member.user.id, input.client_key);
    if (existing) return presentScoreMark(existing);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(scoreMarks)
      .where(eq(scoreMarks.scoreId, id));
    if (n >= SCORE_LIMITS.marks) throw new HttpError(400, SCORE_TEXT.tooManyMarks);
    const [row] = await tx
      .insert(scoreMarks)
      .values({
        scoreId: id,
        authorRole: member.role,
        authorId: member.user.id,
        page: input.page,
        tool: input.tool,
        color: input.color,
        points: input.points,
        pointCount: input.points.length,
        text: input.tool === 'text' ? (input.text ?? '') : null,
        clientKey: input.client_key,
      })
      .returning();
    if (!row) throw new Error('mark not stored');
    const mark = presentScoreMark(row);
    // The stroke's live batches have done their work: the mark replaces them on every screen.
    await tx
      .delete(scoreEvents)
      .where(
        and(
          eq(scoreEvents.classId, member.cls.id),
          sql`${scoreEvents.data}->>'kind' = 'stroke'`,
          strokeBy(member),
          sql`${scoreEvents.data}->>'client_key' = ${input.client_key}`,
        ),
      );
    await record({ kind: 'mark', score_id: id, mark });
    return mark;
  });
}

/**
 * A batch of a stroke still being drawn, pushed to the other side as it grows. Only an event: the
 * finished mark is stored by addMark, which drops these (a stroke already stored sends nothing).
 */
export function addStroke(deps: ScoreDeps, member: Member, id: number, input: ScoreStrokeInput) {
  return changeInOrder(deps, member.cls.id, async (tx, record) => {
    const score = await classScore(tx, member.cls.id, id);
    if (input.page > score.pages) throw new HttpError(400, SCORE_TEXT.noSuchPage);
    if (await markByKey(tx, id, member.user.id, input.client_key)) return false;
    const theirs = and(
      eq(scoreEvents.classId, member.cls.id),
      sql`${scoreEvents.data}->>'kind' = 'stroke'`,
      strokeBy(member),
    );
    // One stroke of each person's is drawn at a time: the others stopped without a mark (a page left
    // mid-stroke, or never meant to end) and are dropped, so unfinished strokes cannot pile up.
    await tx
      .delete(scoreEvents)
      .where(and(theirs, sql`${scoreEvents.data}->>'client_key' <> ${input.client_key}`));
    const [sent] = await tx
      .select({
        points: sql<number>`coalesce(sum(jsonb_array_length(${scoreEvents.data}->'points')), 0)::int`,
      })
      .from(scoreEvents)
      .where(and(theirs, sql`${scoreEvents.data}->>'client_key' = ${input.client_key}`));
    if ((sent?.points ?? 0) + input.points.length > SCORE_LIMITS.points)
      throw new HttpError(400, SCORE_TEXT.strokeTooLong);
    await record({
      kind: 'stroke',
      score_id: id,
      author_role: member.role,
      author_id: member.user.id,
      ...input,
    });
    return true;
  });
}

/** A stroke event of the member's own (a group lesson's students share a role, not strokes). */
const strokeBy = (member: Member) => sql`(${scoreEvents.data}->>'author_id')::int = ${member.user.id}`;

/** The mark a person sent under its key, if stored. */
async function markByKey(db: DbOrTx, scoreId: number, authorId: number, key: string) {
  const [row] = await db
    .select()
    .from(scoreMarks)
    .where(
      and(eq(scoreMarks.scoreId, scoreId), eq(scoreMarks.authorId, authorId), eq(scoreMarks.clientKey, key)),
    );
  return row ?? null;
}

/** Erases a mark: one's own (undo, the eraser); the teacher erases any. */
export function eraseMark(deps: ScoreDeps, member: Member, id: number, markId: number) {
  return changeInOrder(deps, member.cls.id, async (tx, record) => {
    await classScore(tx, member.cls.id, id);
    const [mark] = await tx
      .select()
      .from(scoreMarks)
      .where(and(eq(scoreMarks.id, markId), eq(scoreMarks.scoreId, id)));
    if (!mark) throw new HttpError(404, SCORE_TEXT.notFound);
    if (mark.authorId !== member.user.id && member.role !== 'teacher')
      throw new HttpError(403, SCORE_TEXT.notYourMark);
    await tx.delete(scoreMarks).where(eq(scoreMarks.id, markId));
    await record({ kind: 'unmark', score_id: id, mark_id: markId });
  });
}

/** The class's score events after `afterId`, oldest first (the push stream's reads). */
export const SCORE_EVENT_BATCH = 200;
export const scoreEventsAfter = (db: Db, classId: number, afterId: number) =>
  db
    .select({ id: scoreEvents.id, data: scoreEvents.data })
    .from(scoreEvents)
    .where(and(eq(scoreEvents.classId, classId), gt(scoreEvents.id, afterId)))
    .orderBy(asc(scoreEvents.id))
    .limit(SCORE_EVENT_BATCH);
