import type { CourseType } from '../../common/courses.ts';
import type { Db } from '../db/database.ts';
import { classes, coursePrices } from '../db/schema.ts';
import { createEnrolment, type EnrolmentRow } from '../fees/enrolments.ts';
import { type FeeContext, feeContextOf } from '../fees/fee-context.ts';
import type { TestContext } from './test-app.ts';

// Enrolments for the tests of the fee calls: prices, enrolments and lessons on them, stored directly.

/** Sets (or replaces) a price in the price list. */
export async function setTestPrice(db: Db, course: string, planType: CourseType, amountMinor: number) {
  await db
    .insert(coursePrices)
    .values({ course, planType, amountMinor })
    .onConflictDoUpdate({ target: [coursePrices.course, coursePrices.planType], set: { amountMinor } });
}

/** An enrolment of the student with the teacher (piano quarter, 24 sessions, at ₹15,000 unless given). */
export async function insertEnrolment(
  t: TestContext,
  people: { studentId: number; teacherId: number },
  over: Partial<{
    course: string;
    planType: CourseType;
    validFrom: string;
    sessions: number;
    validityMonths: number;
    priceMinor: number;
  }> = {},
  ctx: FeeContext = feeContextOf(t.config),
): Promise<EnrolmentRow> {
  const db = t.database.db;
  return db.transaction((tx) =>
    createEnrolment(
      tx as unknown as Db,
      {
        ...people,
        course: over.course ?? 'piano',
        planType: over.planType ?? 'quarter',
        validFrom: over.validFrom ?? '2026-01-01',
        priceMinor: over.priceMinor ?? 1_500_000,
        lessonPackage: { sessions: over.sessions ?? 24, validityMonths: over.validityMonths ?? 6 },
      },
      null,
      ctx,
    ),
  );
}

/** A lesson on the enrolment at `startsAt`: booked, or ended as completed or cancelled. */
export async function insertEnrolmentLesson(
  db: Db,
  e: EnrolmentRow,
  startsAt: Date,
  state: Partial<{
    isCompleted: boolean;
    isCancelled: boolean;
    isStarted: boolean;
    cancelledBy: 'teacher' | 'school' | 'student';
  }> = {},
) {
  const [row] = await db
    .insert(classes)
    .values({
      batchName: 'Piano Quarter',
      teacherId: e.teacherId,
      studentId: e.studentId,
      startsAt,
      enrolmentId: e.id,
      ...state,
    })
    .returning({ id: classes.id });
  if (!row) throw new Error('lesson not stored');
  return row.id;
}
