import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { COURSE_TYPE_LABELS } from '../../../common/courses.ts';
import { parseAmount } from '../../../common/fees/money.ts';
import { lessonWhenLabel, personZone } from '../../../common/lesson-time.ts';
import { ACCEPT_TEXT, type acceptApplicationSchema } from '../../../common/schemas/accept-application.ts';
import { splitFullName } from '../../../common/schemas/account-name.ts';
import type { School } from '../../../common/school.ts';
import type { Db } from '../../db/database.ts';
import { admissionApplications, applicationEvents, classes, users } from '../../db/schema.ts';
import { linkGuardian } from '../../families/guardians.ts';
import { addressedTo, recipientsForStudent } from '../../families/recipients.ts';
import { createEnrolment, enrolmentName } from '../../fees/enrolments.ts';
import { type FeeMailContext, queueInvoiceMail } from '../../fees/fee-mailing.ts';
import { createInvoice } from '../../fees/invoices.ts';
import { invitationMail } from '../../mail/account-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { type WelcomeCourse, welcomeMail } from '../../mail/welcome-mail.ts';
import { HttpError } from '../../plugins/errors.ts';
import { assertParties, type Booker, withPeopleLocked } from '../admin-classes/booking.ts';
import { storeSeries } from '../admin-series/admin-series.service.ts';
import { issueAccountToken } from '../auth/account-tokens.ts';
import { createUser } from '../auth/auth.service.ts';

type AcceptInput = z.output<typeof acceptApplicationSchema>;
export type Accepted = {
  studentId: number;
  linked: boolean;
  /** The parent or guardian a minor's application named, invited or linked. */
  guardian: { id: number; name: string } | null;
  enrolmentIds: number[];
  invoiceId: number;
  invoiceNumber: string;
  name: string;
};

const APPLICATION_NOT_FOUND = 'No such application';

/** The account the application becomes: an existing student's with its e-mail, or a new invited one. */
async function studentAccount(tx: Db, school: School, app: { fullName: string; email: string }) {
  const [existing] = await tx
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      email: users.email,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, app.email.toLowerCase()))
    .for('update');
  if (existing) {
    if (existing.role !== 'student') throw new HttpError(409, ACCEPT_TEXT.notStudentEmail);
    return { ...existing, linked: true };
  }
  const created = await createUser(tx, {
    ...splitFullName(app.fullName),
    email: app.email,
    role: 'student',
    password: null,
  });
  const token = await issueAccountToken(tx, created.id, 'invitation');
  await enqueueMail(tx, invitationMail(school, created, 'student', token));
  return {
    id: created.id,
    firstName: created.firstName,
    email: created.email,
    timeZone: null,
    linked: false,
  };
}

/** An invited account whose person has not yet chosen a password: their link comes in its own mail. */
async function hasNoPassword(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ invited: sql<boolean>`${users.passwordHash} is null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.invited ?? false;
}

const dateLabel = (date: string) => DateTime.fromISO(date).toFormat('d LLL yyyy');

/**
 * Accepts an application in one transaction: the student's account (linked when the e-mail has
 * one), a minor's parent or guardian invited (or their account linked), an enrolment per chosen course and plan with its weekly series (as many lessons as its
 * sessions, clashes and the enrolment's bounds refused), one invoice of them all, the welcome mail
 * with each first lesson on the student's clock, the invoice's mail with its PDF, and the application's state and history.
 * Nothing is kept when any part is refused.
 */
export async function acceptApplication(
  db: Db,
  applicationId: number,
  input: AcceptInput,
  booker: Booker,
  fees: FeeMailContext,
): Promise<Accepted> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [application] = await tx
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, applicationId))
      .for('update');
    if (!application) throw new HttpError(404, APPLICATION_NOT_FOUND);
    if (application.state === 'accepted') throw new HttpError(409, ACCEPT_TEXT.alreadyAccepted);
    const student = await studentAccount(tx, fees.site, application);
    // The age rules for children read the student's date of birth; an account's own is kept.
    await tx
      .update(users)
      .set({ dateOfBirth: application.dob })
      .where(and(eq(users.id, student.id), isNull(users.dateOfBirth)));
    const guardian =
      application.guardianName && application.guardianEmail
        ? {
            id: await linkGuardian(t, fees.site, {
              ...splitFullName(application.guardianName),
              email: application.guardianEmail,
              student,
              by: booker.id,
            }),
            name: application.guardianName,
          }
        : null;
    const zone = personZone(student.timeZone, fees.timeZone);
    const enrolmentIds: number[] = [];
    const welcome: WelcomeCourse[] = [];
    const lines = [];
    for (const choice of input.choices) {
      const price = choice.price
        ? parseAmount(choice.price, fees.policy.currency, { allowZero: true })
        : null;
      if (price && !price.ok) throw new HttpError(400, price.message);
      await assertParties(tx, { teacherId: choice.teacherId, studentId: student.id });
      const enrolment = await createEnrolment(
        tx,
        {
          studentId: student.id,
          teacherId: choice.teacherId,
          course: choice.course,
          planType: choice.planType,
          validFrom: choice.startDate,
          priceMinor: price?.ok ? price.minor : undefined,
          applicationId,
        },
        booker.id,
        fees,
      );
      enrolmentIds.push(enrolment.id);
      const name = enrolmentName(enrolment);
      let firstLesson: string | null = null;
      if (choice.series) {
        await withPeopleLocked(tx, [choice.teacherId, student.id], async (locked) => {
          const seriesId = await storeSeries(
            locked,
            {
              batchName: name,
              teacherId: choice.teacherId,
              studentId: student.id,
              durationMinutes: choice.series?.durationMinutes ?? 60,
              weekdays: choice.series?.weekdays ?? [],
              startTime: choice.series?.startTime ?? '',
              firstDate: choice.startDate,
              end: { kind: 'count', lessonCount: enrolment.sessions },
              joinPassword: '',
              enrolmentId: enrolment.id,
            },
            booker,
            fees.timeZone,
            { joinPasswordHash: null },
          );
          const [first] = await locked
            .select({ startsAt: classes.startsAt })
            .from(classes)
            .where(eq(classes.seriesId, seriesId))
            .orderBy(asc(classes.startsAt))
            .limit(1);
          if (first) firstLesson = lessonWhenLabel(first.startsAt, zone);
        });
      }
      const [teacher] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, choice.teacherId));
      welcome.push({
        name,
        teacher: teacher ? `${teacher.firstName} ${teacher.lastName}` : 'your teacher',
        sessions: enrolment.sessions,
        validUntil: dateLabel(enrolment.validUntil),
        firstLesson,
      });
      lines.push({
        description: `${name} (${enrolment.sessions} sessions, ${COURSE_TYPE_LABELS[choice.planType]})`,
        quantity: 1,
        unitMinor: enrolment.priceMinor,
        course: enrolment.course,
        planType: enrolment.planType,
      });
    }
    const invoice = await createInvoice(
      tx,
      { studentId: student.id, enrolmentId: enrolmentIds.length === 1 ? enrolmentIds[0] : null, lines },
      booker.id,
      fees,
    );
    // The welcome goes to whoever reads the student's mail: a young child's to their guardians only.
    const rule = { schoolZone: fees.timeZone, ownMailAge: fees.ownMailAge };
    for (const reader of await recipientsForStudent(tx, student.id, rule)) {
      const invited = reader.childName === null ? !student.linked : await hasNoPassword(tx, reader.id);
      await enqueueMail(tx, addressedTo(reader, welcomeMail(fees.site, reader, welcome, invited)));
    }
    await queueInvoiceMail(tx, invoice.id, fees);
    await tx
      .update(admissionApplications)
      .set({ state: 'accepted', studentId: student.id })
      .where(eq(admissionApplications.id, applicationId));
    await tx.insert(applicationEvents).values({
      applicationId,
      actorId: booker.id,
      fromState: application.state,
      toState: 'accepted',
      note: `Enrolled: ${welcome.map((w) => w.name).join('; ')}. Invoice ${invoice.number}.${guardian ? ` Parent or guardian: ${guardian.name}.` : ''}`,
    });
    return {
      studentId: student.id,
      linked: student.linked,
      guardian,
      enrolmentIds,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number ?? '',
      name: application.fullName,
    };
  });
}
