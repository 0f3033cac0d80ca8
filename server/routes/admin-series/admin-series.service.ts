import { and, asc, eq, gt, gte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { schoolDateLabel } from '../../../common/fees/enrolment-text.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import type { ClassStatus } from '../../../common/schemas/admin-classes.ts';
import type { Clash, createSeriesSchema } from '../../../common/schemas/calendar.ts';
import { recordChange } from '../../calendar/change-log.ts';
import { findClashes } from '../../calendar/clashes.ts';
import { seriesDates, storedRule } from '../../calendar/series-dates.ts';
import { classStateColumns } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { classes, classSeries } from '../../db/schema.ts';
import { assertBookable } from '../../fees/enrolments.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  assertParties,
  type Booker,
  bookerView,
  refuseClashes,
  SERIES_CLASHES,
  withPeopleLocked,
} from '../admin-classes/booking.ts';
import { hashPassword } from '../auth/auth.service.ts';
import { classStatus } from '../classes/classes.service.ts';

export const SERIES_NOT_FOUND = 'No such series';

type SeriesInput = z.output<typeof createSeriesSchema>;

/** A series as stored, with its lessons (the ones it still has) in time order. */
export type Series = Omit<typeof classSeries.$inferSelect, 'joinPasswordHash' | 'createdAt'> & {
  lessons: { id: number; startsAt: Date; status: ClassStatus }[];
};

const admin = (booker: Booker) => ({ id: booker.id, role: 'admin' as const });

/** The lessons the series would make and every clash with the people's other lessons. */
async function plan(db: Db, input: SeriesInput, booker: Booker, schoolZone: string) {
  await assertParties(db, input);
  const lessons = seriesDates(input, schoolZone);
  const clashes = await findClashes(
    db,
    lessons.map((l) => ({ ...input, startsAt: l.startsAt })),
    bookerView(booker, schoolZone),
  );
  return { lessons, clashes };
}

/** Refuses (409, with the figures) lessons on those school dates the series' enrolment cannot take. */
const assertEnrolmentTakes = (tx: Db, input: SeriesInput, dates: readonly string[]) =>
  input.enrolmentId === undefined
    ? Promise.resolve()
    : assertBookable(
        tx,
        input.enrolmentId,
        { studentId: input.studentId, schoolDates: dates },
        schoolDateLabel,
      ).then(() => undefined);

/** What a series would make, storing nothing: its lessons, every clash, and why its enrolment would refuse them. */
export async function checkSeries(
  db: Db,
  input: SeriesInput,
  booker: Booker,
  schoolZone: string,
): Promise<{ lessons: Date[]; clashes: Clash[]; enrolmentRefusal: string | null }> {
  const { lessons, clashes } = await plan(db, input, booker, schoolZone);
  const dates = lessons.map((l) => l.date);
  const enrolmentRefusal = await db
    .transaction((tx) => assertEnrolmentTakes(tx as unknown as Db, input, dates))
    .then(
      () => null,
      (err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 409) return err.message;
        throw err;
      },
    );
  return { lessons: lessons.map((l) => l.startsAt), clashes, enrolmentRefusal };
}

/** Stores the series and all its lessons at once, or nothing when any clashes (409 naming each). */
export async function createSeries(
  db: Db,
  input: SeriesInput,
  booker: Booker,
  schoolZone: string,
): Promise<number> {
  const joinPasswordHash = input.joinPassword ? await hashPassword(input.joinPassword) : null;
  return withPeopleLocked(db, [input.teacherId, input.studentId], (tx) =>
    storeSeries(tx, input, booker, schoolZone, { joinPasswordHash }),
  );
}

/**
 * The series and its lessons, in the caller's transaction, which holds the teacher's and the
 * student's rows (withPeopleLocked): 409 naming each clash, and nothing stored. Lessons of an
 * enrolment count against it (refused past its sessions or validity).
 */
export async function storeSeries(
  tx: Db,
  input: SeriesInput,
  booker: Booker,
  schoolZone: string,
  { joinPasswordHash }: { joinPasswordHash: string | null },
): Promise<number> {
  const { lessons, clashes } = await plan(tx, input, booker, schoolZone);
  refuseClashes(clashes, SERIES_CLASHES);
  await assertEnrolmentTakes(
    tx,
    input,
    lessons.map((l) => l.date),
  );
  const [series] = await tx
    .insert(classSeries)
    .values({
      batchName: input.batchName,
      teacherId: input.teacherId,
      studentId: input.studentId,
      ...storedRule(input),
      joinPasswordHash,
    })
    .returning({ id: classSeries.id });
  if (!series) throw new Error('series not created');
  const made = await tx
    .insert(classes)
    .values(
      lessons.map((l) => ({
        batchName: input.batchName,
        teacherId: input.teacherId,
        studentId: input.studentId,
        startsAt: l.startsAt,
        durationMinutes: input.durationMinutes,
        joinPasswordHash,
        seriesId: series.id,
        enrolmentId: input.enrolmentId ?? null,
      })),
    )
    .returning({ id: classes.id, startsAt: classes.startsAt });
  for (const lesson of made)
    await recordChange(tx, {
      classId: lesson.id,
      actor: admin(booker),
      action: 'created',
      to: lesson.startsAt,
    });
  return series.id;
}

export async function getSeries(db: Db, id: number): Promise<Series> {
  const [series] = await db.select().from(classSeries).where(eq(classSeries.id, id));
  if (!series) throw new HttpError(404, SERIES_NOT_FOUND);
  const { joinPasswordHash: _hash, createdAt: _at, ...fields } = series;
  const lessons = await db
    .select({
      id: classes.id,
      startsAt: classes.startsAt,
      ...classStateColumns,
    })
    .from(classes)
    .where(eq(classes.seriesId, id))
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return {
    ...fields,
    lessons: lessons.map(({ id, startsAt, ...state }) => ({ id, startsAt, status: classStatus(state) })),
  };
}

/**
 * Ends a series from a school date: its lessons from then on that are still to come (not
 * started, not cancelled: a cancellation stays on record, and may be owed a make-up) are
 * removed; the past stays, each kept lesson logging the end. Answers the removed lessons' ids.
 */
export async function endSeries(
  db: Db,
  id: number,
  fromDate: string,
  booker: Booker,
  schoolZone: string,
  now: Date = new Date(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [series] = await tx
      .select({ id: classSeries.id })
      .from(classSeries)
      .where(eq(classSeries.id, id))
      .for('update');
    if (!series) throw new HttpError(404, SERIES_NOT_FOUND);
    const removed = await tx
      .delete(classes)
      .where(
        and(
          eq(classes.seriesId, id),
          gte(classes.startsAt, instantOf(fromDate, '00:00', schoolZone)),
          gt(classes.startsAt, now),
          eq(classes.isStarted, false),
          eq(classes.isCompleted, false),
          eq(classes.isCancelled, false),
        ),
      )
      .returning({ id: classes.id });
    await tx.update(classSeries).set({ endedFrom: fromDate }).where(eq(classSeries.id, id));
    const kept = await tx.select({ id: classes.id }).from(classes).where(eq(classes.seriesId, id));
    const day = DateTime.fromISO(fromDate).toFormat('ccc d LLL yyyy');
    for (const lesson of kept)
      await recordChange(tx, {
        classId: lesson.id,
        actor: admin(booker),
        action: 'series_ended',
        note: `lessons from ${day} on removed`,
      });
    return removed.map((r) => r.id);
  });
}
