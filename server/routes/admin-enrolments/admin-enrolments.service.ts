import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SessionCounts } from '../../../common/fees/enrolment-sessions.ts';
import { packageOf } from '../../../common/fees/fee-policy.ts';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { parseAmount } from '../../../common/fees/money.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type {
  createEnrolmentSchema,
  EnrolmentStatus,
  endEnrolmentSchema,
  enrolmentListQuerySchema,
  extendEnrolmentSchema,
} from '../../../common/schemas/enrolments.ts';
import { cancelForSchool } from '../../calendar/school-cancel.ts';
import { actorFullName } from '../../db/actor.ts';
import { classStateColumns } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { classes, enrolmentEvents, enrolments, users } from '../../db/schema.ts';
import {
  createEnrolment,
  type EnrolmentRow,
  enrolmentCounts,
  extendEnrolment,
  lockEnrolment,
} from '../../fees/enrolments.ts';
import type { FeeContext } from '../../fees/fee-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import { assertParties } from '../admin-classes/booking.ts';
import { offeredPlan } from '../admin-prices/admin-prices.service.ts';
import { classStatus } from '../classes/classes.service.ts';

export const END_TEXT = {
  alreadyEnded: 'This enrolment has already ended',
  inProgress: 'A lesson on this enrolment is in progress: end the enrolment once it is over',
  booked: (n: number, first: string) =>
    `${n === 1 ? '1 lesson is' : `${n} lessons are`} still booked on this enrolment (the first on ${first}): cancel ${n === 1 ? 'it' : 'them'} first, or end the enrolment cancelling ${n === 1 ? 'it' : 'them'} for the school`,
  cancelledNote: 'the enrolment was ended',
} as const;

type Person = { id: number; firstName: string; lastName: string };
export type EnrolmentWithPeople = {
  row: EnrolmentRow;
  student: Person & { email: string | null };
  teacher: Person;
  counts: SessionCounts | undefined;
};

const studentUser = alias(users, 'enrolment_student');
const teacherUser = alias(users, 'enrolment_teacher');

/** Where each status stands on the school's `today`. */
export function statusWhere(status: EnrolmentStatus, today: string): SQL | undefined {
  if (status === 'ended') return isNotNull(enrolments.endedAt);
  if (status === 'expired') return and(isNull(enrolments.endedAt), lt(enrolments.validUntil, today));
  return and(isNull(enrolments.endedAt), gte(enrolments.validUntil, today));
}

const selectWithPeople = (db: Db) =>
  db
    .select({
      row: enrolments,
      student: {
        id: studentUser.id,
        firstName: studentUser.firstName,
        lastName: studentUser.lastName,
        email: studentUser.email,
      },
      teacher: { id: teacherUser.id, firstName: teacherUser.firstName, lastName: teacherUser.lastName },
    })
    .from(enrolments)
    .innerJoin(studentUser, eq(studentUser.id, enrolments.studentId))
    .innerJoin(teacherUser, eq(teacherUser.id, enrolments.teacherId));

async function withCounts(
  db: Db,
  rows: Omit<EnrolmentWithPeople, 'counts'>[],
): Promise<EnrolmentWithPeople[]> {
  const counts = await enrolmentCounts(
    db,
    rows.map((r) => r.row),
  );
  return rows.map((r) => ({ ...r, counts: counts.get(r.row.id) }));
}

/** Enrolments, newest first, paginated; of one student, of one status. */
export async function listEnrolments(
  db: Db,
  q: z.output<typeof enrolmentListQuerySchema>,
  today: string,
): Promise<Page<EnrolmentWithPeople>> {
  const where = and(
    q.student_id === undefined ? undefined : eq(enrolments.studentId, q.student_id),
    q.status ? statusWhere(q.status, today) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectWithPeople(db)
      .where(where)
      .orderBy(desc(enrolments.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(enrolments).where(where),
  ]);
  return { items: await withCounts(db, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function getEnrolment(db: Db, id: number): Promise<EnrolmentWithPeople> {
  const [row] = await selectWithPeople(db).where(eq(enrolments.id, id));
  if (!row) throw new HttpError(404, FEE_TEXT.unknownEnrolment);
  const [withThem] = await withCounts(db, [row]);
  if (!withThem) throw new Error('enrolment not read');
  return withThem;
}

export type EnrolmentLesson = {
  id: number;
  batchName: string;
  startsAt: Date;
  status: ReturnType<typeof classStatus>;
  counted: boolean;
  cancelledBy: string | null;
};
export type EnrolmentEvent = typeof enrolmentEvents.$inferSelect & { actor: string | null };

/** The enrolment with its lessons (in time order) and its history (oldest first). */
export async function enrolmentDetail(db: Db, id: number) {
  const enrolment = await getEnrolment(db, id);
  const lessons = await db
    .select({
      id: classes.id,
      batchName: classes.batchName,
      startsAt: classes.startsAt,
      ...classStateColumns,
      cancelledBy: classes.cancelledBy,
    })
    .from(classes)
    .where(eq(classes.enrolmentId, id))
    .orderBy(asc(classes.startsAt), asc(classes.id));
  const events = await db
    .select({
      event: enrolmentEvents,
      actor: actorFullName,
    })
    .from(enrolmentEvents)
    .leftJoin(users, eq(users.id, enrolmentEvents.actorId))
    .where(eq(enrolmentEvents.enrolmentId, id))
    .orderBy(asc(enrolmentEvents.id));
  return {
    enrolment,
    lessons: lessons.map(
      ({ isStarted, isCompleted, isCancelled, ...l }): EnrolmentLesson => ({
        ...l,
        status: classStatus({ isStarted, isCompleted, isCancelled }),
        counted: isCompleted,
      }),
    ),
    history: events.map((e): EnrolmentEvent => ({ ...e.event, actor: e.actor })),
  };
}

/** A new enrolment: the price as typed or the price list's, the sessions given or the terms'. */
export async function createEnrolmentCall(
  db: Db,
  input: z.output<typeof createEnrolmentSchema>,
  actorId: number,
  ctx: FeeContext,
): Promise<number> {
  const { course, planType } = offeredPlan(input.course, input.planType);
  let priceMinor: number | undefined;
  if (input.price !== undefined && input.price.trim() !== '') {
    const parsed = parseAmount(input.price, ctx.policy.currency, { allowZero: true });
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    priceMinor = parsed.minor;
  }
  const pkg = packageOf(ctx.policy, course, planType);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await assertParties(tx, input);
    const row = await createEnrolment(
      tx,
      {
        studentId: input.studentId,
        teacherId: input.teacherId,
        course,
        planType,
        validFrom: input.validFrom,
        priceMinor,
        lessonPackage: { ...pkg, sessions: input.sessions ?? pkg.sessions },
      },
      actorId,
      ctx,
    );
    return row.id;
  });
}

export const extendEnrolmentCall = (
  db: Db,
  id: number,
  input: z.output<typeof extendEnrolmentSchema>,
  actorId: number,
) => db.transaction((t) => extendEnrolment(t as unknown as Db, id, input, actorId));

/**
 * Ends an enrolment early: no more lessons are booked on it. Refused while lessons are booked on
 * it (naming how many and the first), unless `cancelBooked`: then they are cancelled for the
 * school in the same step (each logged; they stay on record). Answers the lessons cancelled.
 */
export async function endEnrolmentCall(
  db: Db,
  id: number,
  input: z.output<typeof endEnrolmentSchema>,
  actorId: number,
  dateLabel: (startsAt: Date) => string,
): Promise<number[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const enrolment = await lockEnrolment(tx, id);
    if (enrolment.endedAt) throw new HttpError(409, END_TEXT.alreadyEnded);
    const held = await tx
      .select({ id: classes.id, startsAt: classes.startsAt, isStarted: classes.isStarted })
      .from(classes)
      .where(and(eq(classes.enrolmentId, id), eq(classes.isCompleted, false), eq(classes.isCancelled, false)))
      .orderBy(asc(classes.startsAt))
      .for('update');
    if (held.some((l) => l.isStarted)) throw new HttpError(409, END_TEXT.inProgress);
    const [first] = held;
    if (first && !input.cancelBooked)
      throw new HttpError(409, END_TEXT.booked(held.length, dateLabel(first.startsAt)));
    const ids = held.map((l) => l.id);
    await cancelForSchool(tx, ids, { id: actorId, role: 'admin' }, END_TEXT.cancelledNote);
    await tx.update(enrolments).set({ endedAt: new Date() }).where(eq(enrolments.id, id));
    const reason = input.reason?.trim();
    const cancelled = ids.length
      ? `${ids.length} booked ${ids.length === 1 ? 'lesson' : 'lessons'} cancelled`
      : '';
    await tx.insert(enrolmentEvents).values({
      enrolmentId: id,
      actorId,
      action: 'ended',
      fromUntil: enrolment.validUntil,
      note: [reason, cancelled].filter(Boolean).join('; ') || null,
    });
    return ids;
  });
}
