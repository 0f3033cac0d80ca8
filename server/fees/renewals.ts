import { and, asc, eq, gte, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CourseType } from '../../common/courses.ts';
import { renewalDue, sessionsLeft } from '../../common/fees/enrolment-sessions.ts';
import { packageOf } from '../../common/fees/fee-policy.ts';
import type { School } from '../../common/school.ts';
import type { Db } from '../db/database.ts';
import { enrolmentEvents, enrolments, users } from '../db/schema.ts';
import { addressedTo, recipientsForStudent } from '../families/recipients.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renewalOfferMail } from '../mail/renewal-mails.ts';
import { enrolmentCounts, enrolmentName, lockEnrolment, priceOf } from './enrolments.ts';
import type { FeeContext } from './fee-context.ts';
import { draftInvoice } from './invoices.ts';

// The 'enrolment-renewals' job (issue 44): once an enrolment has few sessions left or its
// validity ends soon (the fee policy's renewalSessionsLeft and renewalDaysLeft), the student is
// offered a renewal once: a draft invoice at the price list's price of the same plan for the
// admin to confirm, its event, and a mail. An enrolment whose validity has passed gets its one
// 'expired' event. Each enrolment is held while it is handled, and checked again under the hold:
// a second pass, or a second instance, finds it done and does nothing.

export type RenewalSettings = { ctx: FeeContext; school: School };

const renewal = alias(enrolments, 'renewal');
/** Not renewed yet: no enrolment names it as the one it renews. */
const notRenewed = (db: Db) =>
  notExists(db.select({ one: sql`1` }).from(renewal).where(eq(renewal.renewsId, enrolments.id)));

/** Offers the renewals due on the school's `today`; answers how many were offered. */
export async function offerRenewals(db: Db, settings: RenewalSettings, today: string): Promise<number> {
  const { ctx } = settings;
  const running = await db
    .select()
    .from(enrolments)
    .where(
      and(
        isNull(enrolments.endedAt),
        isNull(enrolments.renewalOfferedAt),
        gte(enrolments.validUntil, today),
        notRenewed(db),
      ),
    )
    .orderBy(asc(enrolments.id));
  const counts = await enrolmentCounts(db, running);
  let offered = 0;
  for (const candidate of running) {
    const c = counts.get(candidate.id);
    if (!c || !renewalDue(candidate, c, today, ctx.policy)) continue;
    offered += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const e = await lockEnrolment(tx, candidate.id);
      if (e.renewalOfferedAt || e.endedAt) return 0;
      const name = enrolmentName(e);
      const priceMinor = (await priceOf(tx, e.course, e.planType)) ?? e.priceMinor;
      const draft = await draftInvoice(
        tx,
        {
          studentId: e.studentId,
          enrolmentId: e.id,
          lines: [
            {
              description: `${name} (renewal)`,
              quantity: 1,
              unitMinor: priceMinor,
              course: e.course,
              planType: e.planType,
            },
          ],
          note: `Renewal offer for ${name} (enrolment #${e.id})`,
        },
        null,
        ctx,
      );
      await tx.update(enrolments).set({ renewalOfferedAt: new Date() }).where(eq(enrolments.id, e.id));
      await tx.insert(enrolmentEvents).values({
        enrolmentId: e.id,
        actorId: null,
        action: 'renewal_offered',
        note: `Draft invoice #${draft.id} for the student's renewal`,
      });
      const readers = await recipientsForStudent(tx, e.studentId, {
        schoolZone: ctx.timeZone,
        ownMailAge: ctx.ownMailAge,
      });
      const [teacher] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, e.teacherId));
      for (const reader of readers)
        await enqueueMail(
          tx,
          addressedTo(
            reader,
            renewalOfferMail(settings.school, reader, {
              name,
              left: sessionsLeft(c),
              sessions: e.sessions,
              validUntil: e.validUntil,
              nextSessions: packageOf(ctx.policy, e.course, e.planType as CourseType).sessions,
              priceMinor,
              currency: ctx.policy.currency,
              teacherName: teacher ? `${teacher.firstName} ${teacher.lastName}` : 'your teacher',
            }),
          ),
        );
      return 1;
    });
  }
  return offered;
}

const expiredEvent = alias(enrolmentEvents, 'expired_event');
const notMarkedExpired = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(expiredEvent)
      .where(and(eq(expiredEvent.enrolmentId, enrolments.id), eq(expiredEvent.action, 'expired'))),
  );

/** Writes the one 'expired' event of each enrolment whose validity passed before `today`; answers how many. */
export async function markExpired(db: Db, today: string): Promise<number> {
  const expired = await db
    .select()
    .from(enrolments)
    .where(and(isNull(enrolments.endedAt), lt(enrolments.validUntil, today), notMarkedExpired(db)))
    .orderBy(asc(enrolments.id));
  const counts = await enrolmentCounts(db, expired);
  let marked = 0;
  for (const e of expired) {
    marked += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockEnrolment(tx, e.id);
      const [already] = await tx
        .select({ id: enrolmentEvents.id })
        .from(enrolmentEvents)
        .where(and(eq(enrolmentEvents.enrolmentId, e.id), eq(enrolmentEvents.action, 'expired')))
        .limit(1);
      if (already) return 0;
      const c = counts.get(e.id);
      const unused = c ? sessionsLeft(c) : e.sessions;
      await tx.insert(enrolmentEvents).values({
        enrolmentId: e.id,
        actorId: null,
        action: 'expired',
        fromUntil: e.validUntil,
        note: `${unused} of ${e.sessions} sessions unused`,
      });
      return 1;
    });
  }
  return marked;
}
