import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  RECORDING_MESSAGES,
  RECORDING_PART_MAX_BYTES,
  type RecordingItem,
  type RecordingState,
  type UploadPartData,
} from '../../../common/schemas/recordings.ts';
import type { Db } from '../../db/database.ts';
import { classes, classRecordingParts, classRecordings, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RecordingStore } from './recording-store.ts';
import { NothingRecordedError, startsWebm, WebmJoiner } from './webm.ts';

export type RecordingRow = typeof classRecordings.$inferSelect;
export type RecordingSettings = { enabled: boolean; maxBytes: number; retentionDays: number };
export type RecordingDeps = {
  db: Db;
  store: RecordingStore;
  settings: RecordingSettings;
  log?: (err: unknown) => void;
};

/** Less room than this left of the lesson's limit: recording cannot start again. */
const MIN_ROOM_BYTES = 1024 * 1024;
/** A recording still open after this long without a part was left by a closed page: it is joined. */
export const IDLE_RECORDING_MS = 10 * 60_000;
/** A join that has not finished after this long died with its server: it is run again. */
export const STUCK_PROCESSING_MS = 15 * 60_000;

async function recordingOf(db: Db, classId: number): Promise<RecordingRow | null> {
  const [row] = await db.select().from(classRecordings).where(eq(classRecordings.classId, classId));
  return row ?? null;
}

export function stateOf(row: RecordingRow | null, settings: RecordingSettings): RecordingState {
  return {
    enabled: settings.enabled,
    recording_id: row?.id ?? null,
    status: row?.status ?? null,
    segment: row?.openSegment ?? null,
    recording_since: row?.recordingSince?.toISOString() ?? null,
    size_bytes: row?.sizeBytes ?? 0,
    max_bytes: settings.maxBytes,
  };
}

export const readState = async (deps: RecordingDeps, classId: number) =>
  stateOf(await recordingOf(deps.db, classId), deps.settings);

/** Opens a new segment of the class's recording (the recording itself on the first start). */
export async function startRecording(deps: RecordingDeps, classId: number): Promise<RecordingState> {
  if (!deps.settings.enabled) throw new HttpError(403, RECORDING_MESSAGES.disabled);
  const existing = await recordingOf(deps.db, classId);
  if (existing && existing.sizeBytes + MIN_ROOM_BYTES > deps.settings.maxBytes) {
    throw new HttpError(413, RECORDING_MESSAGES.lessonTooLarge);
  }
  await deps.db
    .insert(classRecordings)
    .values({ classId, status: 'recording', openSegment: 0, segments: 1, recordingSince: new Date() })
    .onConflictDoUpdate({
      target: classRecordings.classId,
      set: {
        status: 'recording',
        openSegment: sql`${classRecordings.segments}`,
        segments: sql`${classRecordings.segments} + 1`,
        recordingSince: new Date(),
        failure: null,
        updatedAt: new Date(),
      },
    });
  return readState(deps, classId);
}

/** Closes the open segment and joins the file (in the background: the answer does not wait). */
export async function stopRecording(deps: RecordingDeps, classId: number): Promise<RecordingState> {
  const [row] = await deps.db
    .update(classRecordings)
    .set({ status: 'processing', openSegment: null, recordingSince: null, updatedAt: new Date() })
    .where(and(eq(classRecordings.classId, classId), eq(classRecordings.status, 'recording')))
    .returning();
  if (row) void joinRecording(deps, row.id);
  return readState(deps, classId);
}

/** Stops the class's recording if the class has completed (a no-op otherwise). */
export async function stopIfCompleted(deps: RecordingDeps, classId: number) {
  const [open] = await deps.db
    .select({ id: classRecordings.id })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .where(
      and(
        eq(classRecordings.classId, classId),
        eq(classRecordings.status, 'recording'),
        eq(classes.isCompleted, true),
      ),
    );
  if (open) await stopRecording(deps, classId);
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Stores one part. Checked in this order: the recording is this class's and open for the
 * segment (403), the part's size (413), its content (400), a number already received (the same
 * bytes: an acknowledgement again; other bytes: 409), the lesson's limit (413, and recording stops).
 */
export async function storePart(
  deps: RecordingDeps,
  classId: number,
  part: { recordingId: number; segment: number; seq: number; data: Uint8Array },
): Promise<UploadPartData> {
  const row = await recordingOf(deps.db, classId);
  if (!row || row.id !== part.recordingId || row.status !== 'recording' || row.openSegment === null) {
    throw new HttpError(403, RECORDING_MESSAGES.notRecording);
  }
  if (part.segment > row.openSegment) throw new HttpError(403, RECORDING_MESSAGES.notRecording);
  if (part.data.length > RECORDING_PART_MAX_BYTES) throw new HttpError(413, RECORDING_MESSAGES.partTooLarge);
  checkPartContent(part.seq, part.data);
  const hash = sha256(part.data);
  const key = and(
    eq(classRecordingParts.recordingId, row.id),
    eq(classRecordingParts.segment, part.segment),
    eq(classRecordingParts.seq, part.seq),
  );
  const earlier = async () => {
    const [found] = await deps.db.select().from(classRecordingParts).where(key);
    if (!found) return null;
    if (found.sha256 !== hash) throw new HttpError(409, RECORDING_MESSAGES.partConflict);
    return { segment: part.segment, seq: part.seq, duplicate: true, size_bytes: row.sizeBytes };
  };
  const again = await earlier();
  if (again) return again;
  // The lesson's limit, counted atomically: two parts at once cannot both slip under it.
  const [counted] = await deps.db
    .update(classRecordings)
    .set({ sizeBytes: sql`${classRecordings.sizeBytes} + ${part.data.length}`, updatedAt: new Date() })
    .where(
      and(
        eq(classRecordings.id, row.id),
        sql`${classRecordings.sizeBytes} + ${part.data.length} <= ${deps.settings.maxBytes}`,
      ),
    )
    .returning({ sizeBytes: classRecordings.sizeBytes });
  if (!counted) {
    await stopRecording(deps, classId);
    throw new HttpError(413, RECORDING_MESSAGES.lessonTooLarge);
  }
  await deps.store.writePart(row.id, part.segment, part.seq, part.data);
  const inserted = await deps.db
    .insert(classRecordingParts)
    .values({
      recordingId: row.id,
      segment: part.segment,
      seq: part.seq,
      sizeBytes: part.data.length,
      sha256: hash,
    })
    .onConflictDoNothing()
    .returning({ seq: classRecordingParts.seq });
  if (inserted.length === 0) {
    // The same part arrived twice at once: count it once.
    await deps.db
      .update(classRecordings)
      .set({ sizeBytes: sql`${classRecordings.sizeBytes} - ${part.data.length}` })
      .where(eq(classRecordings.id, row.id));
    const dup = await earlier();
    if (dup) return dup;
  }
  return { segment: part.segment, seq: part.seq, duplicate: false, size_bytes: counted.sizeBytes };
}

/**
 * A segment's first part must begin a WebM file; a later part must not (the recorder's stream
 * goes on across parts, so a later part starts anywhere inside it, never at a new file).
 */
function checkPartContent(seq: number, data: Uint8Array) {
  if (data.length === 0) throw new HttpError(400, RECORDING_MESSAGES.badPart);
  const isStart = data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3;
  if (seq === 0 ? !startsWebm(data) : isStart) throw new HttpError(400, RECORDING_MESSAGES.badPart);
}

const joining = new Map<number, Promise<void>>();

/**
 * Joins the recording's segments into one WebM with a duration and cues, then marks it 'ready'
 * (or 'failed' with the reason). Each segment counts its parts from 0 up to the first missing
 * one. Runs once at a time per recording in this process; waits for a join already running.
 */
export function joinRecording(deps: RecordingDeps, recordingId: number): Promise<void> {
  const running = joining.get(recordingId);
  if (running) return running;
  const job = runJoin(deps, recordingId)
    .catch((err) => deps.log?.(err))
    .finally(() => joining.delete(recordingId));
  joining.set(recordingId, job);
  return job;
}

/** Waits for every join running in this process (tests, shutdown). */
export const joinsSettled = () => Promise.all([...joining.values()]);

async function runJoin(deps: RecordingDeps, recordingId: number) {
  const { db, store } = deps;
  const parts = await db
    .select({ segment: classRecordingParts.segment, seq: classRecordingParts.seq })
    .from(classRecordingParts)
    .where(eq(classRecordingParts.recordingId, recordingId))
    .orderBy(asc(classRecordingParts.segment), asc(classRecordingParts.seq));
  const segments = new Map<number, number[]>();
  for (const p of parts) {
    const list = segments.get(p.segment) ?? [];
    if (p.seq === list.length) list.push(p.seq);
    segments.set(p.segment, list);
  }
  let result: { durationMs: number; sizeBytes: number } | null = null;
  let failure: string | null = null;
  try {
    await store.writeFile(recordingId, async (out) => {
      const joiner = new WebmJoiner(out);
      for (const [segment, seqs] of segments) {
        const bytes = await Promise.all(seqs.map((seq) => store.readPart(recordingId, segment, seq)));
        await joiner.add(Buffer.concat(bytes));
      }
      result = await joiner.finish();
    });
  } catch (err) {
    // Nothing recorded (started, then stopped before any part came) is an outcome, not a fault.
    if (err instanceof NothingRecordedError) failure = 'Nothing was recorded';
    else {
      failure = 'The recording could not be made into a video file';
      deps.log?.(err);
    }
  }
  const done = result as { durationMs: number; sizeBytes: number } | null;
  await db
    .update(classRecordings)
    .set(
      done
        ? {
            status: 'ready',
            durationMs: done.durationMs,
            fileBytes: done.sizeBytes,
            readyAt: new Date(),
            failure: null,
            updatedAt: new Date(),
          }
        : { status: 'failed', failure, updatedAt: new Date() },
    )
    // A new start while joining wins: that recording is joined again when it stops.
    .where(and(eq(classRecordings.id, recordingId), eq(classRecordings.status, 'processing')));
}

// ---- lists, file, delete ----

const teacher = alias(users, 'teacher');
const student = alias(users, 'student');

function listQuery(db: Db) {
  return db
    .select({
      id: classRecordings.id,
      classId: classRecordings.classId,
      status: classRecordings.status,
      durationMs: classRecordings.durationMs,
      sizeBytes: classRecordings.sizeBytes,
      fileBytes: classRecordings.fileBytes,
      createdAt: classRecordings.createdAt,
      batchName: classes.batchName,
      classDate: classes.classDate,
      classTime: classes.classTime,
      teacherFirst: teacher.firstName,
      teacherLast: teacher.lastName,
      studentFirst: student.firstName,
      studentLast: student.lastName,
    })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .innerJoin(student, eq(student.id, classes.studentId))
    .$dynamic();
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const toItem = (r: ListRow, fileBase: string): RecordingItem => ({
  id: r.id,
  class_id: r.classId,
  batch_name: r.batchName,
  class_date: r.classDate,
  class_time: r.classTime,
  teacher_name: `${r.teacherFirst} ${r.teacherLast}`,
  student_name: `${r.studentFirst} ${r.studentLast}`,
  status: r.status,
  duration_ms: r.durationMs,
  size_bytes: r.fileBytes ?? r.sizeBytes,
  created_at: r.createdAt.toISOString(),
  file_url: r.status === 'ready' ? `${fileBase}/${r.id}/file` : null,
});

/** A teacher's or student's recordings (their classes'), or every recording for an admin; newest first. */
export async function listRecordings(db: Db, user: SessionUser, fileBase: string): Promise<RecordingItem[]> {
  const q = listQuery(db);
  if (user.role === 'teacher') q.where(eq(classes.teacherId, user.id));
  else if (user.role === 'student') q.where(eq(classes.studentId, user.id));
  const rows = await q.orderBy(desc(classes.classDate), desc(classRecordings.id)).limit(500);
  return rows.map((r) => toItem(r, fileBase));
}

/** The recording's file details for a user who may see it, or null (missing and not theirs look the same). */
export async function fileFor(db: Db, user: SessionUser, id: number) {
  const [r] = await listQuery(db).where(eq(classRecordings.id, id));
  if (!r) return null;
  const [cls] = await db
    .select({ teacherId: classes.teacherId, studentId: classes.studentId })
    .from(classes)
    .where(eq(classes.id, r.classId));
  const allowed = user.role === 'admin' || cls?.teacherId === user.id || cls?.studentId === user.id;
  if (!allowed || r.status !== 'ready') return null;
  const safe = `${r.batchName} ${r.classDate}`.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'recording';
  return { id: r.id, fileName: `${safe}.webm` };
}

export async function deleteRecording(deps: RecordingDeps, id: number): Promise<boolean> {
  const [row] = await deps.db.delete(classRecordings).where(eq(classRecordings.id, id)).returning();
  if (!row) return false;
  await deps.store.deleteAll(id);
  return true;
}

/**
 * The scheduled job: deletes recordings older than RECORDING_RETENTION_DAYS; joins recordings
 * left open (the class completed, or no part for IDLE_RECORDING_MS: the teacher's page closed) and
 * joins that died with their server; drops the parts of a completed class's ready recording.
 */
export async function sweepRecordings(deps: RecordingDeps, now = new Date()) {
  const { db, store, settings } = deps;
  const cutoff = new Date(now.getTime() - settings.retentionDays * 86_400_000);
  const old = await db
    .delete(classRecordings)
    .where(lt(classRecordings.createdAt, cutoff))
    .returning({ id: classRecordings.id });
  for (const r of old) await store.deleteAll(r.id);

  const idleSince = new Date(now.getTime() - IDLE_RECORDING_MS);
  const left = await db
    .select({ classId: classRecordings.classId })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .where(
      and(
        eq(classRecordings.status, 'recording'),
        or(eq(classes.isCompleted, true), lt(classRecordings.updatedAt, idleSince)),
      ),
    );
  for (const r of left) await stopRecording(deps, r.classId);

  const stuck = await db
    .select({ id: classRecordings.id })
    .from(classRecordings)
    .where(
      and(
        eq(classRecordings.status, 'processing'),
        lt(classRecordings.updatedAt, new Date(now.getTime() - STUCK_PROCESSING_MS)),
      ),
    );
  for (const r of stuck) void joinRecording(deps, r.id);

  const finished = await db
    .select({ id: classRecordings.id })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .where(and(eq(classRecordings.status, 'ready'), eq(classes.isCompleted, true)));
  const withParts = finished.length
    ? await db
        .selectDistinct({ id: classRecordingParts.recordingId })
        .from(classRecordingParts)
        .where(
          inArray(
            classRecordingParts.recordingId,
            finished.map((f) => f.id),
          ),
        )
    : [];
  for (const r of withParts) {
    await db.delete(classRecordingParts).where(eq(classRecordingParts.recordingId, r.id));
    await store.deleteParts(r.id);
  }
  return { deleted: old.length, stopped: left.length, rejoined: stuck.length };
}
