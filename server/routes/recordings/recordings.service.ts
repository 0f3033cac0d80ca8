import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  RECORDING_MESSAGES,
  RECORDING_PART_MAX_BYTES,
  type RecordingStatus,
} from '../../../common/schemas/recordings.ts';
import { lessonStudent, lessonTeacher, studentOfLesson, teacherOfLesson } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { classes, classRecordingParts, classRecordings } from '../../db/schema.ts';
import { studentOrGuardianIs } from '../../families/student-access.ts';
import { HttpError } from '../../plugins/errors.ts';
import { joinInWorker } from './join-in-worker.ts';
import { COULD_NOT_JOIN, type JoinJob, type JoinOutcome, sha256 } from './join-parts.ts';
import { checkPart } from './part-check.ts';
import {
  recitalFileFor,
  recitalRecordingEntries,
  recitalRecordingsFinished,
  recitalRecordingsLeft,
  recitalRecordingsWith,
} from './recital-recordings.ts';
import { lessonHeldBy } from './recorded-lesson.ts';
import { type RecordingEntry, recordingFileName } from './recording-entry.ts';
import type { RecordingStore } from './recording-store.ts';

export type RecordingRow = typeof classRecordings.$inferSelect;

/** The class's recording as the room sees it (`enabled`, `maxBytes`: the school's settings). */
export type RoomRecording = {
  enabled: boolean;
  recordingId: number | null;
  status: RecordingStatus | null;
  /** The open segment, or null when not recording. */
  segment: number | null;
  /** When the open segment started, or null. */
  since: Date | null;
  /** Bytes received so far for the whole lesson. */
  sizeBytes: number;
  maxBytes: number;
};

/** A part taken (or recognised as already taken), and the lesson's bytes so far. */
export type StoredPart = { segment: number; seq: number; duplicate: boolean; sizeBytes: number };

export type RecordingSettings = {
  enabled: boolean;
  maxBytes: number;
  retentionDays: number;
  /** How long a join may run (JOIN_TIME_LIMIT_MS unless a test says otherwise). */
  joinTimeLimitMs?: number;
};
export type RecordingDeps = {
  db: Db;
  store: RecordingStore;
  settings: RecordingSettings;
  log?: (err: unknown) => void;
  /** Each join's end (the metrics): the file ready, or the recording failed, and how long it took. */
  joined?: (outcome: 'ready' | 'failed', seconds: number) => void;
};

/** Less room than this left of the lesson's limit: recording cannot start again. */
const MIN_ROOM_BYTES = 1024 * 1024;
/** A recording still open after this long without a part was left by a closed page: it is joined. */
export const IDLE_RECORDING_MS = 10 * 60_000;
/** A join that has not finished after this long died with its server: it is run again. */
export const STUCK_PROCESSING_MS = 15 * 60_000;
/** A recording is joined at most this many times (a join that kills its server is not run forever). */
export const MAX_JOIN_ATTEMPTS = 3;
/** Room for the recorder's clock against the server's in the recording's real length. */
const CLOCK_SLACK_MS = 60_000;
/** The duration column holds a 32-bit number of ms (about 24 days). */
const MAX_DURATION_MS = 2 ** 31 - 1;

/** The longest a recording can be (ms): the time since it was first started, and what the column holds. */
const realLength = (row: RecordingRow) =>
  Math.min(Date.now() - row.createdAt.getTime() + CLOCK_SLACK_MS, MAX_DURATION_MS);

/** Whose recording: a lesson's (its class, a group lesson's first place) or a recital's. */
export type RecordingOwner = { classId: number } | { recitalId: number };

const ownedBy = (owner: RecordingOwner) =>
  'classId' in owner
    ? eq(classRecordings.classId, owner.classId)
    : eq(classRecordings.recitalId, owner.recitalId);

async function recordingOf(db: Db, owner: RecordingOwner): Promise<RecordingRow | null> {
  const [row] = await db.select().from(classRecordings).where(ownedBy(owner));
  return row ?? null;
}

function stateOf(row: RecordingRow | null, settings: RecordingSettings): RoomRecording {
  return {
    enabled: settings.enabled,
    recordingId: row?.id ?? null,
    status: row?.status ?? null,
    segment: row?.openSegment ?? null,
    since: row?.recordingSince ?? null,
    sizeBytes: row?.sizeBytes ?? 0,
    maxBytes: settings.maxBytes,
  };
}

export const readState = async (deps: RecordingDeps, owner: RecordingOwner): Promise<RoomRecording> =>
  stateOf(await recordingOf(deps.db, owner), deps.settings);

/** Opens a new segment of the class's recording (the recording itself on the first start). */
export async function startRecording(deps: RecordingDeps, owner: RecordingOwner): Promise<RoomRecording> {
  if (!deps.settings.enabled) throw new HttpError(403, RECORDING_MESSAGES.disabled);
  const existing = await recordingOf(deps.db, owner);
  if (existing && existing.sizeBytes + MIN_ROOM_BYTES > deps.settings.maxBytes) {
    throw new HttpError(413, RECORDING_MESSAGES.lessonTooLarge);
  }
  await deps.db
    .insert(classRecordings)
    .values({ ...owner, status: 'recording', openSegment: 0, segments: 1, recordingSince: new Date() })
    .onConflictDoUpdate({
      target: 'classId' in owner ? classRecordings.classId : classRecordings.recitalId,
      set: {
        status: 'recording',
        openSegment: sql`${classRecordings.segments}`,
        segments: sql`${classRecordings.segments} + 1`,
        recordingSince: new Date(),
        failure: null,
        joinAttempts: 0,
        updatedAt: new Date(),
      },
    });
  return readState(deps, owner);
}

/** Closes the open segment and joins the file (in the background: the answer does not wait). */
export async function stopRecording(deps: RecordingDeps, owner: RecordingOwner): Promise<RoomRecording> {
  const [row] = await deps.db
    .update(classRecordings)
    .set({ status: 'processing', openSegment: null, recordingSince: null, updatedAt: new Date() })
    .where(and(ownedBy(owner), eq(classRecordings.status, 'recording')))
    .returning();
  if (row) void joinRecording(deps, row.id);
  return readState(deps, owner);
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
  if (open) await stopRecording(deps, { classId });
}

/**
 * Stores one part. Checked in this order: the recording is this class's and open for the
 * segment (403), the part's size (413), its content (400), a number already received (the same
 * bytes: an acknowledgement again; other bytes: 409), the lesson's limit (413, and recording stops).
 * Two uploads of one part at once (a retry after a lost answer) each write under a name of their
 * own; the first to claim the part's row keeps its bytes, the other's are deleted and it is
 * answered as a number already received.
 */
export async function storePart(
  deps: RecordingDeps,
  owner: RecordingOwner,
  part: { recordingId: number; segment: number; seq: number; data: Uint8Array },
): Promise<StoredPart> {
  const row = await recordingOf(deps.db, owner);
  if (!row || row.id !== part.recordingId || row.status !== 'recording' || row.openSegment === null) {
    throw new HttpError(403, RECORDING_MESSAGES.notRecording);
  }
  if (part.segment > row.openSegment) throw new HttpError(403, RECORDING_MESSAGES.notRecording);
  if (part.data.length > RECORDING_PART_MAX_BYTES) throw new HttpError(413, RECORDING_MESSAGES.partTooLarge);
  await checkPart(part.seq, part.data, realLength(row));
  const hash = sha256(part.data);
  const received = await receivedAnswer(deps.db, row.id, part, hash);
  if (received) return received;
  const name = `${part.segment}-${part.seq}-${randomBytes(6).toString('hex')}.part`;
  // Bytes left behind by a failed delete are no part's: they go with the recording's parts.
  const discard = () => deps.store.deletePart(row.id, name).catch(() => undefined);
  let sizeBytes: number | null;
  try {
    await deps.store.writePart(row.id, name, part.data);
    sizeBytes = await claimPart(deps, row.id, { ...part, name, hash });
  } catch (err) {
    await discard();
    if (err instanceof HttpError && err.statusCode === 413) await stopRecording(deps, owner);
    throw err;
  }
  if (sizeBytes !== null) return { segment: part.segment, seq: part.seq, duplicate: false, sizeBytes };
  // Another upload of this part claimed it first: its bytes are the part.
  await discard();
  const answer = await receivedAnswer(deps.db, row.id, part, hash);
  if (!answer) throw new HttpError(403, RECORDING_MESSAGES.notRecording);
  return answer;
}

/** The answer to a part whose number was already received (409 for other bytes), or null. */
async function receivedAnswer(
  db: Db,
  recordingId: number,
  part: { segment: number; seq: number },
  hash: string,
): Promise<StoredPart | null> {
  const [found] = await db
    .select({ sha256: classRecordingParts.sha256, sizeBytes: classRecordings.sizeBytes })
    .from(classRecordingParts)
    .innerJoin(classRecordings, eq(classRecordings.id, classRecordingParts.recordingId))
    .where(
      and(
        eq(classRecordingParts.recordingId, recordingId),
        eq(classRecordingParts.segment, part.segment),
        eq(classRecordingParts.seq, part.seq),
      ),
    );
  if (!found) return null;
  if (found.sha256 !== hash) throw new HttpError(409, RECORDING_MESSAGES.partConflict);
  return { segment: part.segment, seq: part.seq, duplicate: true, sizeBytes: found.sizeBytes };
}

/**
 * Claims the part's (segment, seq) row for the bytes written under `name` and counts them in the
 * lesson's size, in one transaction: the size counts only parts kept. Answers the lesson's size,
 * or null when another upload claimed the part first; 413 past the lesson's limit (nothing kept).
 */
async function claimPart(
  deps: RecordingDeps,
  recordingId: number,
  part: { segment: number; seq: number; data: Uint8Array; name: string; hash: string },
): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(classRecordingParts)
      .values({
        recordingId,
        segment: part.segment,
        seq: part.seq,
        name: part.name,
        sizeBytes: part.data.length,
        sha256: part.hash,
      })
      .onConflictDoNothing()
      .returning({ seq: classRecordingParts.seq });
    if (claimed.length === 0) return null;
    const [counted] = await tx
      .update(classRecordings)
      .set({ sizeBytes: sql`${classRecordings.sizeBytes} + ${part.data.length}`, updatedAt: new Date() })
      .where(
        and(
          eq(classRecordings.id, recordingId),
          sql`${classRecordings.sizeBytes} + ${part.data.length} <= ${deps.settings.maxBytes}`,
        ),
      )
      .returning({ sizeBytes: classRecordings.sizeBytes });
    if (!counted) throw new HttpError(413, RECORDING_MESSAGES.lessonTooLarge);
    return counted.sizeBytes;
  });
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
  const started = performance.now();
  const joined = (ok: boolean) =>
    deps.joined?.(ok ? 'ready' : 'failed', (performance.now() - started) / 1000);
  const job = runJoin(deps, recordingId)
    .then(
      (outcome) => {
        if (outcome) joined(outcome.ok);
      },
      (err) => {
        deps.log?.(err);
        joined(false);
      },
    )
    .finally(() => joining.delete(recordingId));
  joining.set(recordingId, job);
  return job;
}

/** Waits for every join running in this process (tests, shutdown). */
export const joinsSettled = () => Promise.all([...joining.values()]);

/** How many joins run in this process now. */
export const joinsRunning = () => joining.size;

/** The join's outcome, or null when the recording was no longer waiting for one. */
async function runJoin(deps: RecordingDeps, recordingId: number): Promise<JoinOutcome | null> {
  const { db } = deps;
  // Counted before the join starts: a join that takes its server down is not run forever.
  const [row] = await db
    .update(classRecordings)
    .set({ joinAttempts: sql`${classRecordings.joinAttempts} + 1`, updatedAt: new Date() })
    .where(and(eq(classRecordings.id, recordingId), eq(classRecordings.status, 'processing')))
    .returning();
  if (!row) return null;
  const outcome: JoinOutcome =
    row.joinAttempts > MAX_JOIN_ATTEMPTS
      ? { ok: false, failure: `${COULD_NOT_JOIN}: it was tried ${MAX_JOIN_ATTEMPTS} times` }
      : await joinInWorker(await joinJob(deps, row), deps.settings.joinTimeLimitMs);
  if (!outcome.ok && outcome.error) deps.log?.(new Error(outcome.error));
  await db
    .update(classRecordings)
    .set(
      outcome.ok
        ? {
            status: 'ready',
            durationMs: outcome.durationMs,
            fileBytes: outcome.sizeBytes,
            readyAt: new Date(),
            failure: null,
            updatedAt: new Date(),
          }
        : { status: 'failed', failure: outcome.failure, updatedAt: new Date() },
    )
    // A new start while joining wins: that recording is joined again when it stops.
    .where(and(eq(classRecordings.id, recordingId), eq(classRecordings.status, 'processing')));
  return outcome;
}

/** The join's plan: each segment's parts from 0 up to the first one missing, with their names and hashes. */
async function joinJob(deps: RecordingDeps, row: RecordingRow): Promise<JoinJob> {
  const parts = await deps.db
    .select({
      segment: classRecordingParts.segment,
      seq: classRecordingParts.seq,
      name: classRecordingParts.name,
      sha256: classRecordingParts.sha256,
    })
    .from(classRecordingParts)
    .where(eq(classRecordingParts.recordingId, row.id))
    .orderBy(asc(classRecordingParts.segment), asc(classRecordingParts.seq));
  const segments = new Map<number, JoinJob['segments'][number]['parts']>();
  for (const p of parts) {
    const list = segments.get(p.segment) ?? [];
    if (p.seq === list.length) list.push({ seq: p.seq, name: p.name, sha256: p.sha256 });
    segments.set(p.segment, list);
  }
  return {
    store: deps.store.settings,
    recordingId: row.id,
    segments: [...segments].map(([segment, list]) => ({ segment, parts: list })),
    limits: { maxTimeMs: realLength(row), maxElementBytes: RECORDING_PART_MAX_BYTES },
  };
}

// ---- lists, file, delete ----

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
      startsAt: classes.startsAt,
      group: sql<boolean>`${classes.groupClassId} is not null`,
      teacherId: classes.teacherId,
      teacherFirst: lessonTeacher.firstName,
      teacherLast: lessonTeacher.lastName,
      teacherZone: lessonTeacher.timeZone,
      studentFirst: lessonStudent.firstName,
      studentLast: lessonStudent.lastName,
      studentZone: lessonStudent.timeZone,
    })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .innerJoin(lessonTeacher, teacherOfLesson)
    .innerJoin(lessonStudent, studentOfLesson)
    .$dynamic();
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const toEntry = (r: ListRow): RecordingEntry => ({
  id: r.id,
  classId: r.classId,
  batchName: r.batchName,
  startsAt: r.startsAt,
  kind: r.group ? 'group' : 'lesson',
  teacher: { firstName: r.teacherFirst, lastName: r.teacherLast, timeZone: r.teacherZone },
  student: { firstName: r.studentFirst, lastName: r.studentLast, timeZone: r.studentZone },
  status: r.status,
  durationMs: r.durationMs,
  sizeBytes: r.fileBytes ?? r.sizeBytes,
  createdAt: r.createdAt,
});

const LIST_LIMIT = 500;

/**
 * A teacher's or student's recordings (their classes', and the recitals they organised or played
 * in), a guardian's children's, or every recording for an admin; newest first.
 */
export async function listRecordings(db: Db, user: SessionUser): Promise<RecordingEntry[]> {
  const q = listQuery(db);
  if (user.role === 'teacher') q.where(eq(classes.teacherId, user.id));
  else if (user.role !== 'admin') q.where(lessonHeldBy(db, (student) => studentOrGuardianIs(user, student)));
  const rows = await q.orderBy(desc(classes.startsAt), desc(classRecordings.id)).limit(LIST_LIMIT);
  const all = [...rows.map(toEntry), ...(await recitalRecordingEntries(db, user, LIST_LIMIT))];
  all.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id);
  return all.slice(0, LIST_LIMIT);
}

/**
 * The recording's file details for a user who may see it, or null (missing and not theirs look
 * the same). The file is named for the class and its day on the school's clock.
 */
export async function fileFor(db: Db, user: SessionUser, id: number, schoolZone: string) {
  const [r] = await listQuery(db).where(eq(classRecordings.id, id));
  if (!r) return recitalFileFor(db, user, id, schoolZone);
  const allowed =
    user.role === 'admin' ||
    r.teacherId === user.id ||
    (await db
      .select({ id: classes.id })
      .from(classes)
      .where(
        and(
          eq(classes.id, r.classId as number),
          lessonHeldBy(db, (student) => studentOrGuardianIs(user, student)),
        ),
      )
      .then((rows) => rows.length > 0));
  if (!allowed || r.status !== 'ready') return null;
  return { id: r.id, fileName: recordingFileName(r.batchName, r.startsAt, schoolZone) };
}

/**
 * The recordings still open of the student's lessons (and recitals they play in) are closed and
 * joined; answers those lessons.
 */
export async function stopStudentRecordings(deps: RecordingDeps, studentId: number): Promise<number[]> {
  for (const { recitalId } of await recitalRecordingsWith(deps.db, studentId, 'recording'))
    await stopRecording(deps, { recitalId });
  const open = await deps.db
    .select({ classId: sql<number>`${classRecordings.classId}` })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .where(
      and(
        lessonHeldBy(deps.db, (student) => eq(student, studentId)),
        eq(classRecordings.status, 'recording'),
      ),
    );
  for (const r of open) await stopRecording(deps, { classId: r.classId });
  return open.map((r) => r.classId);
}

/**
 * Every recording of the student's lessons goes, row and file, a group lesson's they are in too
 * (it has their face and sound); answers how many.
 */
export async function deleteStudentRecordings(deps: RecordingDeps, studentId: number): Promise<number> {
  const rows = await deps.db
    .select({ id: classRecordings.id })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .where(lessonHeldBy(deps.db, (student) => eq(student, studentId)));
  const recitals = await recitalRecordingsWith(deps.db, studentId);
  for (const { id } of [...rows, ...recitals]) await deleteRecording(deps, id);
  return rows.length + recitals.length;
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
    .select({ classId: sql<number>`${classRecordings.classId}` })
    .from(classRecordings)
    .innerJoin(classes, eq(classes.id, classRecordings.classId))
    .where(
      and(
        eq(classRecordings.status, 'recording'),
        or(eq(classes.isCompleted, true), lt(classRecordings.updatedAt, idleSince)),
      ),
    );
  for (const r of left) await stopRecording(deps, { classId: r.classId });
  // A recital's recording left open: the organiser's page closed, or the recital is over.
  const recitalsLeft = await recitalRecordingsLeft(db, now, idleSince);
  for (const recitalId of recitalsLeft) await stopRecording(deps, { recitalId });

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

  const finished = [
    ...(await db
      .select({ id: classRecordings.id })
      .from(classRecordings)
      .innerJoin(classes, eq(classes.id, classRecordings.classId))
      .where(and(eq(classRecordings.status, 'ready'), eq(classes.isCompleted, true)))),
    ...(await recitalRecordingsFinished(db, now)),
  ];
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
  return { deleted: old.length, stopped: left.length + recitalsLeft.length, rejoined: stuck.length };
}
