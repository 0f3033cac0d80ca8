import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { classes, invoices, payments } from '../../db/schema.ts';
import { feeContextOf } from '../../fees/fee-context.ts';
import { createInvoice, draftInvoice, issueCreditNote, type NewLine } from '../../fees/invoices.ts';
import { expectAdminOnly, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestUser, fullName } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// One small school whose every figure is known: the reports are read back exactly. The dates are
// fixed in early 2025 (payments and credit notes are written as stored, beside the money calls).

const piano = (unitMinor: number): NewLine => ({
  description: 'Piano/Keyboard - Quarter Course',
  quantity: 1,
  unitMinor,
  course: 'piano',
  planType: 'quarter',
});
const guitar = (unitMinor: number): NewLine => ({
  description: 'Guitar - Crash Course',
  quantity: 1,
  unitMinor,
  course: 'guitar',
  planType: 'crash',
});
const fee = (unitMinor: number): NewLine => ({ description: 'Registration fee', quantity: 1, unitMinor });

describe('admin fee reports', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: 'Asia/Kolkata' });
  let cookie = '';
  let receipt = 0;
  const names: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const tx = <T>(f: (db: Db) => Promise<T>) => t.database.db.transaction((x) => f(x as unknown as Db));
  const invoice = async (studentId: number, lines: NewLine[], dueDate: string) => {
    const row = await tx((db) => createInvoice(db, { studentId, lines }, null, feeContextOf(t.config)));
    await t.database.db.update(invoices).set({ dueDate }).where(eq(invoices.id, row.id));
    return row;
  };
  const pay = async (invoiceId: number, amountMinor: number, paidOn: string) => {
    receipt += 1;
    await t.database.db.insert(payments).values({
      invoiceId,
      amountMinor,
      method: 'bank',
      reference: `REF${receipt}`,
      paidOn,
      receiptNumber: `TEST/${receipt}`,
    });
  };
  const credit = async (invoiceId: number, amountMinor: number, issueDate: string) => {
    const note = await tx((db) =>
      issueCreditNote(db, invoiceId, { amountMinor, reason: 'Refund' }, null, feeContextOf(t.config)),
    );
    await t.database.db.update(invoices).set({ issueDate }).where(eq(invoices.id, note.id));
  };
  const lesson = async (
    teacherId: number,
    studentId: number,
    startsAt: string,
    over: Partial<typeof classes.$inferInsert> = {},
  ) => {
    await t.database.db.insert(classes).values({
      batchName: 'Lesson',
      teacherId,
      studentId,
      startsAt: new Date(startsAt),
      durationMinutes: 60,
      isCompleted: true,
      ...over,
    });
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    const db = t.database.db;
    cookie = await signInAdmin(t.app, db);
    const asha = await createTestUser(db, 'teacher', { firstName: 'Asha' });
    const binu = await createTestUser(db, 'teacher', { firstName: 'Binu' });
    const meera = await createTestUser(db, 'student', { firstName: 'Meera' });
    const ravi = await createTestUser(db, 'student', { firstName: 'Ravi' });
    const zoe = await createTestUser(db, 'student', { firstName: 'Zoe' });
    Object.assign(names, {
      asha: fullName(asha),
      binu: fullName(binu),
      meera: fullName(meera),
      ravi: fullName(ravi),
    });
    ids.meera = meera.id;

    // Meera: piano 1000 + guitar 500, paid in full over January and February, then 300 refunded.
    const a = await invoice(meera.id, [piano(100_000), guitar(50_000)], '2025-01-15');
    await pay(a.id, 100_001, '2025-01-10');
    await pay(a.id, 49_999, '2025-02-05');
    await credit(a.id, 30_000, '2025-02-20');
    // Meera: a registration fee of 200, 50 paid; overdue since 2020.
    const b = await invoice(meera.id, [fee(20_000)], '2020-01-01');
    await pay(b.id, 5_000, '2025-01-20');
    await pay(b.id, 1_000, '2024-12-31'); // before the range
    // Ravi: piano 800, 300 paid, 200 credited (no refund: it only lowers what is owed); not yet due.
    const c = await invoice(ravi.id, [piano(80_000)], '2999-01-01');
    await pay(c.id, 30_000, '2025-03-03');
    await credit(c.id, 20_000, '2025-03-10');
    // Zoe: only a draft, which nobody owes.
    await tx((x) =>
      draftInvoice(x, { studentId: zoe.id, lines: [piano(10_000)] }, null, feeContextOf(t.config)),
    );

    // Asha in January (India's clock): two held (60 + 45 min), a late cancellation, a no-show, a
    // cancellation and a lesson not yet completed; and one that starts on 1 February in India.
    await lesson(asha.id, meera.id, '2025-01-06T12:30:00Z');
    await lesson(asha.id, meera.id, '2025-01-13T12:30:00Z', { durationMinutes: 45 });
    await lesson(asha.id, meera.id, '2025-01-20T12:30:00Z', { countedReason: 'late_cancellation' });
    await lesson(asha.id, ravi.id, '2025-01-21T12:30:00Z', { countedReason: 'no_show' });
    await lesson(asha.id, ravi.id, '2025-01-22T12:30:00Z', {
      isCompleted: false,
      isCancelled: true,
      cancelledBy: 'teacher',
    });
    await lesson(asha.id, ravi.id, '2025-01-23T12:30:00Z', { isCompleted: false });
    await lesson(asha.id, ravi.id, '2025-01-31T20:00:00Z');
    await lesson(binu.id, zoe.id, '2025-03-04T12:30:00Z', { durationMinutes: 30 });
    await lesson(binu.id, zoe.id, '2025-04-01T12:30:00Z'); // after the range
  });

  it('refuses visitors, teachers and students', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: '/api/admin/reports/outstanding' },
      { method: 'GET', url: '/api/admin/reports/collected?format=csv' },
      { method: 'GET', url: '/api/admin/reports/teacher-lessons' },
    ]);
  });

  it('shows what each student owes, the oldest due date and what is overdue', async () => {
    const res = await get('/api/admin/reports/outstanding');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('INR');
    expect(body.students).toEqual([
      {
        studentId: ids.meera,
        name: names.meera,
        email: expect.stringContaining('@example.com'),
        invoices: 1,
        owedMinor: 14_000,
        oldestDueDate: '2020-01-01',
        overdueMinor: 14_000,
      },
      expect.objectContaining({
        name: names.ravi,
        invoices: 1,
        owedMinor: 30_000,
        oldestDueDate: '2999-01-01',
        overdueMinor: 0,
      }),
    ]);
    expect(body).toMatchObject({ owedMinor: 44_000, overdueMinor: 14_000 });
  });

  it('gives the outstanding report as a CSV file', async () => {
    const res = await get('/api/admin/reports/outstanding?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="outstanding-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Student,Email,Invoices,Owed (INR),Oldest due date,Overdue (INR)');
    expect(lines[1]).toMatch(new RegExp(`^${names.meera},[^,]+@example.com,1,140.00,2020-01-01,140.00$`));
    expect(lines[2]).toMatch(new RegExp(`^${names.ravi},[^,]+,1,300.00,2999-01-01,0.00$`));
    expect(lines[3]).toBe('');
  });

  it('shows what was collected per month by course, refunds as negative figures', async () => {
    const res = await get('/api/admin/reports/collected?from=2025-01&to=2025-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const figures = (collectedMinor: number, refundedMinor = 0) => ({
      collectedMinor,
      refundedMinor,
      netMinor: collectedMinor + refundedMinor,
    });
    expect(body).toMatchObject({ from: '2025-01', to: '2025-03', currency: 'INR' });
    expect(body.months).toEqual([
      {
        month: '2025-01',
        // 1000.01 shared 2:1 is 666.67 + 333.34 (largest remainder); the fee's 50 is Other.
        courses: [
          { course: 'guitar', label: 'Guitar Acoustic/Electric', ...figures(33_334) },
          { course: 'piano', label: 'Piano/Keyboard', ...figures(66_667) },
          { course: null, label: 'Other', ...figures(5_000) },
        ],
        ...figures(105_001),
      },
      {
        month: '2025-02',
        courses: [
          { course: 'guitar', label: 'Guitar Acoustic/Electric', ...figures(16_666, -10_000) },
          { course: 'piano', label: 'Piano/Keyboard', ...figures(33_333, -20_000) },
        ],
        ...figures(49_999, -30_000),
      },
      {
        month: '2025-03',
        courses: [{ course: 'piano', label: 'Piano/Keyboard', ...figures(30_000) }],
        ...figures(30_000),
      },
    ]);
    expect(body).toMatchObject(figures(185_000, -30_000));
  });

  it('gives the collected report as a CSV file', async () => {
    const res = await get('/api/admin/reports/collected?from=2025-01&to=2025-03&format=csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="collected-2025-01-to-2025-03.csv"',
    );
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Month,Course,Collected (INR),Refunded (INR),Net (INR)',
      '2025-01,Guitar Acoustic/Electric,333.34,0.00,333.34',
      '2025-01,Piano/Keyboard,666.67,0.00,666.67',
      '2025-01,Other,50.00,0.00,50.00',
      '2025-02,Guitar Acoustic/Electric,166.66,-100.00,66.66',
      '2025-02,Piano/Keyboard,333.33,-200.00,133.33',
      '2025-03,Piano/Keyboard,300.00,0.00,300.00',
      '',
    ]);
  });

  it("shares every month's payments among the courses so that they add up exactly", async () => {
    const db = t.database.db;
    const student = await createTestUser(db, 'student');
    const lines = [piano(33_333), guitar(33_333), { ...piano(33_334), course: 'violin' }, fee(1)]; // Other's share of each payment rounds to nothing: not shown
    const inv = await invoice(student.id, lines, '2025-06-30');
    const amounts = [1, 2, 3, 7, 99, 10_001, 33_333, 12_345];
    for (const amount of amounts) await pay(inv.id, amount, '2023-06-15');
    const body = (await get('/api/admin/reports/collected?from=2023-06&to=2023-06')).json();
    const [june] = body.months;
    const total = amounts.reduce((a, b) => a + b, 0);
    expect(june.collectedMinor).toBe(total);
    expect(june.courses.reduce((s: number, c: { collectedMinor: number }) => s + c.collectedMinor, 0)).toBe(
      total,
    );
    expect(june.courses.map((c: { label: string }) => c.label)).toEqual([
      'Guitar Acoustic/Electric',
      'Violin',
      'Piano/Keyboard',
    ]);
  });

  it('counts lessons taught per month by teacher, late cancellations and no-shows apart', async () => {
    const res = await get('/api/admin/reports/teacher-lessons?from=2025-01&to=2025-03');
    expect(res.statusCode).toBe(200);
    const asha = { name: names.asha, teacherId: expect.any(Number) };
    expect(res.json().months).toEqual([
      {
        month: '2025-01',
        teachers: [{ ...asha, taught: 2, minutesTaught: 105, lateCancellations: 1, noShows: 1 }],
      },
      {
        month: '2025-02',
        teachers: [{ ...asha, taught: 1, minutesTaught: 60, lateCancellations: 0, noShows: 0 }],
      },
      {
        month: '2025-03',
        teachers: [
          {
            name: names.binu,
            teacherId: expect.any(Number),
            taught: 1,
            minutesTaught: 30,
            lateCancellations: 0,
            noShows: 0,
          },
        ],
      },
    ]);
    const csv = await get('/api/admin/reports/teacher-lessons?from=2025-01&to=2025-03&format=csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="teacher-lessons-2025-01-to-2025-03.csv"',
    );
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Month,Teacher,Lessons taught,Minutes taught,Late cancellations,No-shows',
      `2025-01,${names.asha},2,105,1,1`,
      `2025-02,${names.asha},1,60,0,0`,
      `2025-03,${names.binu},1,30,0,0`,
      '',
    ]);
  });

  it('refuses a range of more than 24 months, one that ends before it starts, and a bad month', async () => {
    const refusal = async (query: string) => {
      const res = await get(`/api/admin/reports/collected?${query}`);
      return { status: res.statusCode, error: res.json().error };
    };
    expect(await refusal('from=2023-01&to=2025-01')).toEqual({
      status: 400,
      error: 'A report covers at most 24 months',
    });
    expect(await refusal('from=2025-03&to=2025-01')).toEqual({
      status: 400,
      error: 'The last month must not be before the first',
    });
    expect(await refusal('from=2025-13')).toEqual({
      status: 400,
      error: 'Months are written YYYY-MM, such as 2026-04',
    });
    const ok = await get('/api/admin/reports/teacher-lessons?from=2023-02&to=2025-01');
    expect(ok.statusCode).toBe(200);
  });
});
