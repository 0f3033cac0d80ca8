import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { schoolDateLabel } from '../../../common/fees/enrolment-text.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { Db } from '../../db/database.ts';
import { classes, enrolments } from '../../db/schema.ts';
import type { EnrolmentRow } from '../../fees/enrolments.ts';
import { feeContextOf } from '../../fees/fee-context.ts';
import { createInvoice, draftInvoice } from '../../fees/invoices.ts';
import { recordPayment } from '../../fees/payments.ts';
import { schoolDays, signInAdmin } from '../../test/admin-fixtures.ts';
import { enrolmentPart, partPaidInvoice } from '../../test/builders.ts';
import { insertEnrolment, insertEnrolmentLesson } from '../../test/enrolment-fixtures.ts';
import { createTeacherAndStudent, createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { NOT_YOUR_STUDENT, ONLY_YOUR_OWN } from './my-enrolments.service.ts';

const ZONE = 'Asia/Kolkata';

describe('my enrolments', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: ZONE });
  const url = `/api${API.myEnrolments}`;
  const { day } = schoolDays(ZONE);
  const tx = <T>(work: (tx: Db) => Promise<T>) => t.database.db.transaction((x) => work(x as unknown as Db));
  const ctx = () => feeContextOf(t.config);
  const get = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${url}${query}`, headers: { cookie } });

  /** A student with 7 of 24 sessions left on a piano quarter, an invoice part paid, a draft, and a past enrolment. */
  async function studentWithFees() {
    const p = await createTeacherAndStudent(t.database.db);
    const ids = { studentId: p.student.id, teacherId: p.teacher.id };
    const current = await insertEnrolment(t, ids, { validFrom: day(-60) });
    await t.database.db.insert(classes).values(
      Array.from({ length: 17 }, (_, i) => ({
        batchName: 'Piano Quarter',
        ...ids,
        startsAt: instantOf(day(-50 + i), '18:00', ZONE),
        enrolmentId: current.id,
        isCompleted: true,
      })),
    );
    await insertEnrolmentLesson(t.database.db, current, instantOf(day(3), '18:00', ZONE));
    const past = await insertEnrolment(t, ids, { validFrom: day(-300), validityMonths: 3, sessions: 10 });
    const lines = (e: EnrolmentRow) => [
      {
        description: 'Piano/Keyboard - Quarter Course',
        quantity: 1,
        unitMinor: 1_500_000,
        course: e.course,
        planType: e.planType,
      },
    ];
    const invoice = await tx((x) =>
      createInvoice(
        x,
        { studentId: p.student.id, enrolmentId: current.id, lines: lines(current) },
        null,
        ctx(),
      ),
    );
    const { payment } = await tx((x) =>
      recordPayment(
        x,
        {
          invoiceId: invoice.id,
          amountMinor: 500_000,
          method: 'upi',
          reference: `UPI-${invoice.id}`,
          paidOn: schoolDate(ZONE),
        },
        null,
        ctx(),
      ),
    );
    await tx((x) =>
      draftInvoice(
        x,
        { studentId: p.student.id, enrolmentId: current.id, lines: lines(current) },
        null,
        ctx(),
      ),
    );
    const loose = await tx((x) =>
      createInvoice(
        x,
        { studentId: p.student.id, lines: [{ description: 'Exam fee', quantity: 1, unitMinor: 200_000 }] },
        null,
        ctx(),
      ),
    );
    return { ...p, ids, current, past, invoice, payment, loose };
  }

  it('refuses visitors (401) and admins (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await get(await signInAdmin(t.app, t.database.db));
    expect(admin.statusCode).toBe(403);
  });

  it('shows a student their enrolments with sessions left, issued invoices and receipts, never drafts', async () => {
    const s = await studentWithFees();
    const res = await get(await signIn(t.app, s.student));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.view).toBe('student');
    expect(body.Enrolments.map((e: { id: number }) => e.id)).toEqual([s.current.id, s.past.id]);
    const [current, past] = body.Enrolments;
    expect(current).toMatchObject({
      name: 'Piano/Keyboard - Quarter Course',
      sessions: 24,
      used: 17,
      booked: 1,
      left: 7,
      status: 'active',
      standing: `7 of 24 sessions left, valid until ${schoolDateLabel(s.current.validUntil)}`,
      teacher: { id: s.teacher.id, firstName: s.teacher.firstName },
    });
    const { invoice, payment } = s;
    // Issued, so numbered and dated.
    const [number, issueDate] = [String(invoice.number), String(invoice.issueDate)];
    expect(current.invoices).toEqual([
      partPaidInvoice(
        { id: invoice.id, number, issueDate, dueDate: invoice.dueDate },
        { id: payment.id, receiptNumber: payment.receiptNumber, paidOn: schoolDate(ZONE) },
      ),
    ]);
    expect(past).toMatchObject({
      status: 'expired',
      standing: `Expired on ${schoolDateLabel(s.past.validUntil)}`,
      invoices: [],
    });
    expect(body.OtherInvoices).toEqual([
      expect.objectContaining({ id: s.loose.id, total: '₹2,000.00', status: 'due' }),
    ]);
  });

  it("never shows a student another's enrolments or invoices", async () => {
    const s = await studentWithFees();
    const other = await createTestUser(t.database.db, 'student');
    const cookie = await signIn(t.app, other);
    const res = await get(cookie);
    expect(res.json()).toEqual({ result: true, view: 'student', Enrolments: [], OtherInvoices: [] });
    const asked = await get(cookie, `?student_id=${s.student.id}`);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toBe(ONLY_YOUR_OWN);
  });

  it("shows a teacher their students' running enrolments and sessions, without money", async () => {
    const s = await studentWithFees();
    const ended = await insertEnrolment(t, s.ids, { validFrom: day(-5) });
    await t.database.db.update(enrolments).set({ endedAt: new Date() }).where(eq(enrolments.id, ended.id));
    const cookie = await signIn(t.app, s.teacher);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.view).toBe('teacher');
    expect(body.Enrolments).toHaveLength(1);
    expect(body.Enrolments[0]).toEqual({
      ...enrolmentPart({
        id: s.current.id,
        validFrom: s.current.validFrom,
        validUntil: s.current.validUntil,
        standing: `7 of 24 sessions left, valid until ${schoolDateLabel(s.current.validUntil)}`,
      }),
      student: { id: s.student.id, firstName: s.student.firstName, lastName: s.student.lastName },
    });
    expect(res.body).not.toMatch(/₹|price|invoice|payment|receipt/i);
    const one = await get(cookie, `?student_id=${s.student.id}`);
    expect(one.json().Enrolments).toHaveLength(1);
  });

  it("refuses a teacher another teacher's student", async () => {
    const s = await studentWithFees();
    const otherTeacher = await createTestUser(t.database.db, 'teacher');
    const res = await get(await signIn(t.app, otherTeacher), `?student_id=${s.student.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(NOT_YOUR_STUDENT);
    expect((await get(await signIn(t.app, otherTeacher))).json().Enrolments).toEqual([]);
  });
});
