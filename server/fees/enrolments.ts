import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CourseType, courseChoiceLabel } from '../../common/courses.ts';
import {
  isValidOn,
  type SessionCounts,
  sessionsFree,
  validUntilOf,
} from '../../common/fees/enrolment-sessions.ts';
import { type LessonPackage, packageOf } from '../../common/fees/fee-policy.ts';
import { FEE_TEXT } from '../../common/fees/fee-text.ts';
import type { Db } from '../db/database.ts';
import { classes, coursePrices, enrolmentEvents, enrolments } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import type { FeeContext } from './fee-context.ts';

export type EnrolmentRow = typeof enrolments.$inferSelect;

export const ENROLMENT_TEXT = {
  notEnough: (what: string, free: number, sessions: number, asked: number) =>
    `${what} has ${free} of ${sessions} sessions left to book; ${asked} ${asked === 1 ? 'lesson was' : 'lessons were'} asked for`,
  outsideValidity: (what: string, from: string, until: string) =>
    `${what} is valid from ${from} to ${until}: every lesson must fall within it`,
  ended: (what: string) => `${what} has ended: no more lessons can be booked on it`,
  otherStudent: 'That enrolment is another student’s',
  extendNotLater: 'The new last day must be after the present one',
  reasonNeeded: 'Say why the enrolment is extended',
} as const;

/** 'Piano/Keyboard - Quarter Course', as an enrolment is named to people. */
export const enrolmentName = (e: { course: string; planType: string }) =>
  courseChoiceLabel({ course: e.course, type: e.planType });

/** The price list's price of a course and plan, or null when the school has not set it. */
export async function priceOf(db: Db, course: string, planType: string): Promise<number | null> {
  const [row] = await db
    .select({ amount: coursePrices.amountMinor })
    .from(coursePrices)
    .where(and(eq(coursePrices.course, course), eq(coursePrices.planType, planType)));
  return row?.amount ?? null;
}

export type NewEnrolment = {
  studentId: number;
  teacherId: number;
  course: string;
  planType: CourseType;
  /** The school date validity starts. */
  validFrom: string;
  /** The price agreed; the price list's when left out (400 when it has none). */
  priceMinor?: number;
  /** The terms' package unless the admin changed it. */
  lessonPackage?: LessonPackage;
  applicationId?: number | null;
  renewsId?: number | null;
};

/** A student's enrolment on a course and plan, with the school's package and validity. */
export async function createEnrolment(
  tx: Db,
  input: NewEnrolment,
  actorId: number | null,
  ctx: FeeContext,
): Promise<EnrolmentRow> {
  const pkg = input.lessonPackage ?? packageOf(ctx.policy, input.course, input.planType);
  const priceMinor = input.priceMinor ?? (await priceOf(tx, input.course, input.planType));
  if (priceMinor === null) throw new HttpError(400, FEE_TEXT.noPrice(enrolmentName(input)));
  const [row] = await tx
    .insert(enrolments)
    .values({
      studentId: input.studentId,
      teacherId: input.teacherId,
      course: input.course,
      planType: input.planType,
      sessions: pkg.sessions,
      validFrom: input.validFrom,
      validUntil: validUntilOf(input.validFrom, pkg.validityMonths),
      priceMinor,
      currency: ctx.policy.currency,
      applicationId: input.applicationId ?? null,
      renewsId: input.renewsId ?? null,
    })
    .returning();
  if (!row) throw new Error('enrolment not stored');
  await tx
    .insert(enrolmentEvents)
    .values({ enrolmentId: row.id, actorId, action: 'created', toUntil: row.validUntil });
  return row;
}

/** Each enrolment's sessions, used (lessons counted completed) and booked (lessons to come). */
export async function enrolmentCounts(
  db: Db,
  rows: readonly EnrolmentRow[],
): Promise<Map<number, SessionCounts>> {
  const out = new Map<number, SessionCounts>();
  if (rows.length === 0) return out;
  const counted = await db
    .select({
      id: classes.enrolmentId,
      used: sql<string>`count(*) filter (where ${classes.isCompleted})`,
      booked: sql<string>`count(*) filter (where not ${classes.isCompleted} and not ${classes.isCancelled})`,
    })
    .from(classes)
    .where(
      inArray(
        classes.enrolmentId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(classes.enrolmentId);
  const byId = new Map(counted.map((c) => [c.id, c]));
  for (const r of rows) {
    const c = byId.get(r.id);
    out.set(r.id, { sessions: r.sessions, used: Number(c?.used ?? 0), booked: Number(c?.booked ?? 0) });
  }
  return out;
}

/** The enrolment's row, held until the transaction ends: bookings on one enrolment take turns. */
export async function lockEnrolment(tx: Db, enrolmentId: number): Promise<EnrolmentRow> {
  const [row] = await tx.select().from(enrolments).where(eq(enrolments.id, enrolmentId)).for('update');
  if (!row) throw new HttpError(404, FEE_TEXT.unknownEnrolment);
  return row;
}

/**
 * Refuses (409, with the figures) booking lessons on an enrolment that has not enough sessions
 * left, has ended, or whose validity the lessons' school dates fall outside; holds the enrolment
 * for the caller's transaction. `dateLabel` shows a school date to the admin.
 */
export async function assertBookable(
  tx: Db,
  enrolmentId: number,
  booking: { studentId: number; schoolDates: readonly string[] },
  dateLabel: (date: string) => string = (d) => d,
): Promise<EnrolmentRow> {
  const enrolment = await lockEnrolment(tx, enrolmentId);
  const what = enrolmentName(enrolment);
  if (enrolment.studentId !== booking.studentId) throw new HttpError(409, ENROLMENT_TEXT.otherStudent);
  if (enrolment.endedAt) throw new HttpError(409, ENROLMENT_TEXT.ended(what));
  if (!booking.schoolDates.every((d) => isValidOn(enrolment, d))) {
    throw new HttpError(
      409,
      ENROLMENT_TEXT.outsideValidity(what, dateLabel(enrolment.validFrom), dateLabel(enrolment.validUntil)),
    );
  }
  const counts = (await enrolmentCounts(tx, [enrolment])).get(enrolment.id);
  const free = counts ? sessionsFree(counts) : enrolment.sessions;
  if (booking.schoolDates.length > free) {
    throw new HttpError(
      409,
      ENROLMENT_TEXT.notEnough(what, free, enrolment.sessions, booking.schoolDates.length),
    );
  }
  return enrolment;
}

/** Moves an enrolment's last day later, with the admin's reason, in its history. */
export async function extendEnrolment(
  tx: Db,
  enrolmentId: number,
  input: { validUntil: string; reason: string },
  actorId: number,
): Promise<EnrolmentRow> {
  const enrolment = await lockEnrolment(tx, enrolmentId);
  const reason = input.reason.trim();
  if (!reason) throw new HttpError(400, ENROLMENT_TEXT.reasonNeeded);
  if (input.validUntil <= enrolment.validUntil) throw new HttpError(400, ENROLMENT_TEXT.extendNotLater);
  const [row] = await tx
    .update(enrolments)
    .set({ validUntil: input.validUntil })
    .where(eq(enrolments.id, enrolmentId))
    .returning();
  await tx.insert(enrolmentEvents).values({
    enrolmentId,
    actorId,
    action: 'extended',
    fromUntil: enrolment.validUntil,
    toUntil: input.validUntil,
    note: reason,
  });
  if (!row) throw new Error('enrolment not stored');
  return row;
}
