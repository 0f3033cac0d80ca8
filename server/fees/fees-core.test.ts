import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEE_POLICY } from '../../common/fees/fee-policy.ts';
import { FEE_TEXT } from '../../common/fees/fee-text.ts';
import { AMOUNT_TEXT } from '../../common/fees/money.ts';
import { schoolDate } from '../../common/school-time.ts';
import type { Database, Db } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { classes, coursePrices, moneyLog } from '../db/schema.ts';
import { createTeacherAndStudent } from '../test/fixtures.ts';
import { createTestDatabase } from '../test/test-database.ts';
import {
  assertBookable,
  createEnrolment,
  ENROLMENT_TEXT,
  enrolmentCounts,
  extendEnrolment,
  type NewEnrolment,
} from './enrolments.ts';
import type { FeeContext } from './fee-context.ts';
import {
  balanceOf,
  createInvoice,
  draftInvoice,
  issueCreditNote,
  issueInvoice,
  updateDraft,
} from './invoices.ts';
import { recordPayment } from './payments.ts';

const ZONE = 'Asia/Kolkata';
const ctx = (over: Partial<FeeContext['policy']> = {}): FeeContext => ({
  policy: { ...DEFAULT_FEE_POLICY, ...over },
  timeZone: ZONE,
  ownMailAge: 13,
  school: {
    name: 'Harmony School of Music',
    address: '12 Example Street',
    taxId: null,
    upiId: 'demo@exampleupi',
  },
});
const today = () => schoolDate(ZONE);
const fy = () => {
  const d = today();
  const y = Number(d.slice(0, 4));
  const start = Number(d.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};
const line = (unitMinor: number, quantity = 1) => ({
  description: 'Piano/Keyboard - Quarter Course',
  quantity,
  unitMinor,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: Error & { statusCode?: number }) => ({ status: e.statusCode, message: e.message }),
  );

let database: Database;
let db: Db;
let people: Awaited<ReturnType<typeof createTeacherAndStudent>>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  people = await createTeacherAndStudent(db);
});
afterAll(() => database.close());

const tx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((t) => work(t as unknown as Db));

describe('invoices', () => {
  it('numbers issued invoices one after another in the financial year, and a failed issue gives its number back', async () => {
    const first = await tx((t) =>
      createInvoice(t, { studentId: people.student.id, lines: [line(1_500_000)] }, null, ctx()),
    );
    const draft = await tx((t) =>
      draftInvoice(t, { studentId: people.student.id, lines: [line(100)] }, null, ctx()),
    );
    await expect(
      tx(async (t) => {
        await issueInvoice(t, draft.id, null, ctx());
        throw new Error('the mail could not be queued');
      }),
    ).rejects.toThrow('the mail');
    const second = await tx((t) => issueInvoice(t, draft.id, null, ctx()));
    const n = Number(first.sequence);
    expect(first.number).toBe(`HSM/${fy()}/${String(n).padStart(4, '0')}`);
    expect(second.number).toBe(`HSM/${fy()}/${String(n + 1).padStart(4, '0')}`);
    expect(first.issueDate).toBe(today());
    expect((first.dueDate ?? '') > today()).toBe(true);
    expect(first.school?.name).toBe('Harmony School of Music');
  });

  it('takes tax once on the subtotal, half up, and never changes an issued invoice', async () => {
    const inv = await tx((t) =>
      createInvoice(
        t,
        { studentId: people.student.id, lines: [line(333), line(1000, 2)] },
        null,
        ctx({ taxRateBp: 1800 }),
      ),
    );
    expect([inv.subtotalMinor, inv.taxMinor, inv.totalMinor]).toEqual([2333, 420, 2753]);
    expect(await refusal(tx((t) => updateDraft(t, inv.id, { lines: [line(1)] }, null, ctx())))).toEqual({
      status: 409,
      message: FEE_TEXT.notDraft,
    });
    expect(await refusal(tx((t) => issueInvoice(t, inv.id, null, ctx())))).toEqual({
      status: 409,
      message: FEE_TEXT.notDraft,
    });
  });
});

describe('payments and credit notes', () => {
  it('leaves a balance after a part payment, refuses more than the balance, and logs every change', async () => {
    const inv = await tx((t) =>
      createInvoice(t, { studentId: people.student.id, lines: [line(1_000_000)] }, null, ctx()),
    );
    const pay = (amountMinor: number, reference: string, method: 'upi' | 'cash' = 'upi') =>
      tx((t) =>
        recordPayment(t, { invoiceId: inv.id, amountMinor, method, reference, paidOn: today() }, null, ctx()),
      );
    const part = await pay(400_000, 'UPI-1');
    expect(part.balanceMinor).toBe(600_000);
    expect(part.payment.receiptNumber).toMatch(new RegExp(`^HRC/${fy()}/\\d{4}$`));
    expect(await refusal(pay(600_001, 'UPI-2'))).toEqual({
      status: 409,
      message: FEE_TEXT.overBalance(600_000, 'INR'),
    });
    expect(await refusal(pay(100, 'UPI-1'))).toEqual({ status: 409, message: FEE_TEXT.referenceUsed });
    expect(await refusal(pay(100, '  '))).toEqual({ status: 400, message: FEE_TEXT.referenceNeeded });
    expect(await refusal(pay(-5, 'UPI-3'))).toEqual({ status: 400, message: AMOUNT_TEXT.negative });
    expect(await refusal(pay(1.5, 'UPI-3'))).toEqual({ status: 400, message: AMOUNT_TEXT.negative });
    await pay(600_000, 'ignored for cash', 'cash');
    expect(await refusal(pay(1, 'UPI-4'))).toEqual({ status: 409, message: FEE_TEXT.paidInFull });
    expect(await balanceOf(db, inv.id)).toEqual({
      totalMinor: 1_000_000,
      paidMinor: 1_000_000,
      creditedMinor: 0,
      balanceMinor: 0,
    });
    const log = (await db.select().from(moneyLog)).filter((l) => l.invoiceId === inv.id).map((l) => l.action);
    expect(log).toEqual(['invoice_drafted', 'invoice_issued', 'payment_recorded', 'payment_recorded']);
  });

  it('credits at most what is left of an invoice, with its own number, the tax taken out of the amount', async () => {
    const c = ctx({ taxRateBp: 1800 });
    const inv = await tx((t) =>
      createInvoice(t, { studentId: people.student.id, lines: [line(100_000)] }, null, c),
    );
    expect(inv.totalMinor).toBe(118_000);
    const credit = await tx((t) =>
      issueCreditNote(t, inv.id, { amountMinor: 59_000, reason: 'Half the course' }, null, c),
    );
    expect(credit.number).toMatch(new RegExp(`^HCN/${fy()}/\\d{4}$`));
    expect([credit.subtotalMinor, credit.taxMinor, credit.totalMinor]).toEqual([50_000, 9_000, 59_000]);
    expect((await balanceOf(db, inv.id)).balanceMinor).toBe(59_000);
    expect(
      await refusal(tx((t) => issueCreditNote(t, inv.id, { amountMinor: 59_001, reason: 'x' }, null, c))),
    ).toEqual({
      status: 409,
      message: FEE_TEXT.overCredit(59_000, 'INR'),
    });
    expect(
      await refusal(tx((t) => issueCreditNote(t, inv.id, { amountMinor: 1, reason: ' ' }, null, c))),
    ).toEqual({
      status: 400,
      message: FEE_TEXT.reasonNeeded,
    });
    expect(
      await refusal(
        tx((t) =>
          recordPayment(
            t,
            { invoiceId: credit.id, amountMinor: 1, method: 'cash', reference: '', paidOn: today() },
            null,
            c,
          ),
        ),
      ),
    ).toEqual({ status: 409, message: FEE_TEXT.notInvoice });
  });
});

describe('enrolments', () => {
  // The test's student with its teacher.
  const enrol = (input: Omit<NewEnrolment, 'studentId' | 'teacherId'>) =>
    tx((t) =>
      createEnrolment(
        t,
        { studentId: people.student.id, teacherId: people.teacher.id, ...input },
        null,
        ctx(),
      ),
    );
  const violinQuarter = { course: 'violin', planType: 'quarter', validFrom: '2026-09-15' } as const;

  it("takes the price list's price and the terms' package, and refuses a course with no price", async () => {
    expect(await refusal(enrol(violinQuarter))).toEqual({
      status: 400,
      message: FEE_TEXT.noPrice('Violin - Quarter Course'),
    });
    await db.insert(coursePrices).values({ course: 'violin', planType: 'quarter', amountMinor: 2_400_000 });
    const e = await enrol(violinQuarter);
    expect([e.sessions, e.validUntil, e.priceMinor]).toEqual([24, '2027-03-14', 2_400_000]);
  });

  it('counts lessons by their outcome and refuses a booking past what is left, with the figures', async () => {
    const e = await enrol({ course: 'piano', planType: 'crash', validFrom: today(), priceMinor: 500_000 });
    const lesson = (over: Partial<typeof classes.$inferInsert>) => ({
      batchName: 'Piano',
      teacherId: people.teacher.id,
      studentId: people.student.id,
      startsAt: new Date(),
      enrolmentId: e.id,
      ...over,
    });
    await db
      .insert(classes)
      .values([
        lesson({ isCompleted: true }),
        lesson({ isCompleted: true, countedReason: 'no_show' }),
        lesson({ isCompleted: true, countedReason: 'late_cancellation', cancelledBy: 'student' }),
        lesson({ isCancelled: true, cancelledBy: 'teacher' }),
        lesson({ isCancelled: true, cancelledBy: 'student' }),
        lesson({}),
      ]);
    expect((await enrolmentCounts(db, [e])).get(e.id)).toEqual({ sessions: 10, used: 3, booked: 1 });
    const days = (n: number) => Array.from({ length: n }, () => today());
    await expect(
      tx((t) => assertBookable(t, e.id, { studentId: people.student.id, schoolDates: days(6) })),
    ).resolves.toBeTruthy();
    expect(
      await refusal(
        tx((t) => assertBookable(t, e.id, { studentId: people.student.id, schoolDates: days(7) })),
      ),
    ).toEqual({
      status: 409,
      message: ENROLMENT_TEXT.notEnough('Piano/Keyboard - Crash Course', 6, 10, 7),
    });
    expect(
      await refusal(
        tx((t) => assertBookable(t, e.id, { studentId: people.student.id, schoolDates: ['2099-01-01'] })),
      ),
    ).toMatchObject({ status: 409 });
    expect(
      await refusal(
        tx((t) => assertBookable(t, e.id, { studentId: people.teacher.id, schoolDates: [today()] })),
      ),
    ).toEqual({
      status: 409,
      message: ENROLMENT_TEXT.otherStudent,
    });
    const later = await tx((t) =>
      extendEnrolment(t, e.id, { validUntil: '2099-01-01', reason: 'Two months abroad' }, people.teacher.id),
    );
    expect(later.validUntil).toBe('2099-01-01');
    expect(
      await refusal(
        tx((t) => extendEnrolment(t, e.id, { validUntil: '2098-01-01', reason: 'x' }, people.teacher.id)),
      ),
    ).toEqual({
      status: 400,
      message: ENROLMENT_TEXT.extendNotLater,
    });
  });
});

describe('payments at the same moment', () => {
  it('lets only one of two payments that each fit the balance, but not both, in', async () => {
    const inv = await tx((t) =>
      createInvoice(t, { studentId: people.student.id, lines: [line(10_000)] }, null, ctx()),
    );
    const pay = (reference: string) =>
      refusal(
        tx((t) =>
          recordPayment(
            t,
            { invoiceId: inv.id, amountMinor: 6_000, method: 'bank', reference, paidOn: today() },
            null,
            ctx(),
          ),
        ),
      );
    const outcomes = await Promise.all([pay('NEFT-A'), pay('NEFT-B')]);
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes).toContainEqual({ status: 409, message: FEE_TEXT.overBalance(4_000, 'INR') });
    expect((await balanceOf(db, inv.id)).balanceMinor).toBe(4_000);
  });
});

describe('numbering with two instances on one PostgreSQL', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'gives 100 invoices issued at once 100 consecutive numbers',
    async () => {
      const second = new pg.Pool({ ...(database.pool as pg.Pool).options, max: 10 });
      const other = drizzle({ client: second, schema }) as unknown as Db;
      try {
        const issue = (d: Db) =>
          d.transaction((t) =>
            createInvoice(
              t as unknown as Db,
              { studentId: people.student.id, lines: [line(100)] },
              null,
              ctx(),
            ),
          );
        const made = await Promise.all(Array.from({ length: 100 }, (_, i) => issue(i % 2 ? other : db)));
        const seqs = made.map((m) => Number(m.sequence)).sort((a, b) => a - b);
        const first = seqs[0] ?? 0;
        expect(seqs).toEqual(Array.from({ length: 100 }, (_, i) => first + i));
        expect(new Set(made.map((m) => m.number)).size).toBe(100);
      } finally {
        await second.end();
      }
    },
  );
});
