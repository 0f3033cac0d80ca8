import { and, eq } from 'drizzle-orm';
import {
  COURSE_TYPE_LABELS,
  COURSES,
  type CourseType,
  courseByValue,
  courseTypesFor,
} from '../../../common/courses.ts';
import { parseAmount } from '../../../common/fees/money.ts';
import type { Db } from '../../db/database.ts';
import { coursePrices } from '../../db/schema.ts';
import type { FeeContext } from '../../fees/fee-context.ts';
import { logMoney } from '../../fees/money-log.ts';
import { HttpError } from '../../plugins/errors.ts';

export const NO_SUCH_PLAN = 'There is no such course and plan';

export type PriceRow = {
  course: string;
  courseLabel: string;
  planType: CourseType;
  planLabel: string;
  amountMinor: number | null;
  updatedAt: Date | null;
};

/** Every course and each plan it offers, in the courses' order, with the price set or null. */
export async function listPrices(db: Db): Promise<PriceRow[]> {
  const stored = await db.select().from(coursePrices);
  const byKey = new Map(stored.map((p) => [`${p.course}/${p.planType}`, p]));
  return COURSES.flatMap((course) =>
    courseTypesFor(course.value).map((planType) => {
      const price = byKey.get(`${course.value}/${planType}`);
      return {
        course: course.value,
        courseLabel: course.label,
        planType,
        planLabel: COURSE_TYPE_LABELS[planType],
        amountMinor: price?.amountMinor ?? null,
        updatedAt: price?.updatedAt ?? null,
      };
    }),
  );
}

/** The course and plan, when the course offers that plan (404 otherwise). */
export function offeredPlan(course: string, plan: string): { course: string; planType: CourseType } {
  const known = courseByValue(course);
  const planType = plan as CourseType;
  if (!known || !courseTypesFor(known.value).includes(planType)) throw new HttpError(404, NO_SUCH_PLAN);
  return { course: known.value, planType };
}

/** Sets one price from the amount as typed (0 allowed: a free plan); logged in the money log. */
export async function setPrice(
  db: Db,
  input: { course: string; plan: string; amount: string },
  actorId: number,
  ctx: FeeContext,
): Promise<PriceRow> {
  const { course, planType } = offeredPlan(input.course, input.plan);
  const parsed = parseAmount(input.amount, ctx.policy.currency, { allowZero: true });
  if (!parsed.ok) throw new HttpError(400, parsed.message);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx
      .select({ amountMinor: coursePrices.amountMinor })
      .from(coursePrices)
      .where(and(eq(coursePrices.course, course), eq(coursePrices.planType, planType)))
      .for('update');
    await tx
      .insert(coursePrices)
      .values({ course, planType, amountMinor: parsed.minor })
      .onConflictDoUpdate({
        target: [coursePrices.course, coursePrices.planType],
        set: { amountMinor: parsed.minor, updatedAt: new Date() },
      });
    await logMoney(tx, actorId, {
      action: 'price_set',
      amountMinor: parsed.minor,
      detail: { course, planType, fromMinor: before?.amountMinor ?? null, currency: ctx.policy.currency },
    });
  });
  const row = (await listPrices(db)).find((p) => p.course === course && p.planType === planType);
  if (!row) throw new Error('price not stored');
  return row;
}
