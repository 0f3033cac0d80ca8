import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { AMOUNT_TEXT, invoiceTotals, MAX_MINOR, parseAmount } from '../../../common/fees/money.ts';
import type {
  createInvoiceSchema,
  creditNoteSchema,
  InvoiceFilter,
  invoiceListQuerySchema,
  recordPaymentSchema,
  updateDraftSchema,
} from '../../../common/schemas/admin-invoices.ts';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { actorFullName } from '../../db/actor.ts';
import type { Db } from '../../db/database.ts';
import {
  admissionApplications,
  admissionFiles,
  enrolments,
  invoiceLines,
  invoices,
  moneyLog,
  payments,
  users,
} from '../../db/schema.ts';
import type { FeeContext } from '../../fees/fee-context.ts';
import { type FeeMailContext, queueInvoiceMail, queueReceiptMail } from '../../fees/fee-mailing.ts';
import {
  type Balance,
  discardDraft,
  draftInvoice,
  type InvoiceRow,
  invoiceBalances,
  issueCreditNote,
  issueInvoice,
  type NewLine,
  updateDraft,
} from '../../fees/invoices.ts';
import { type PaymentRow, recordPayment } from '../../fees/payments.ts';
import { HttpError } from '../../plugins/errors.ts';

// The admin's invoices: the list by what is owed, one invoice with everything about it, and the
// changes of money, each in one transaction with the mail it sends (queued, sent after commit).

const NOT_A_STUDENT = 'Please choose a student';
const ZERO: Balance = { totalMinor: 0, paidMinor: 0, creditedMinor: 0, balanceMinor: 0 };

const creditedInvoice = alias(invoices, 'credited_invoice');

export type InvoiceListing = InvoiceRow & {
  creditForNumber: string | null;
  balance: Balance;
  overdue: boolean;
};

/** Paid and credited on each invoice, as the list filters them (the page's figures come from invoiceBalances). */
const paidSql = sql<number>`(select coalesce(sum(p.amount_minor), 0) from ${payments} p where p.invoice_id = ${invoices.id})`;
const creditedSql = sql<number>`(select coalesce(sum(c.total_minor), 0) from ${invoices} c where c.credit_for = ${invoices.id} and c.status = 'issued')`;
const balanceSql = sql<number>`(${invoices.totalMinor} - ${paidSql} - ${creditedSql})`;

function filterOf(status: InvoiceFilter, today: string): SQL | undefined {
  const issuedInvoice = and(eq(invoices.kind, 'invoice'), eq(invoices.status, 'issued'));
  switch (status) {
    case 'all':
      return undefined;
    case 'draft':
      return and(eq(invoices.kind, 'invoice'), eq(invoices.status, 'draft'));
    case 'credit_notes':
      return eq(invoices.kind, 'credit_note');
    case 'unpaid':
      return and(issuedInvoice, sql`${paidSql} = 0`, sql`${balanceSql} > 0`);
    case 'part_paid':
      return and(issuedInvoice, sql`${paidSql} > 0`, sql`${balanceSql} > 0`);
    case 'paid':
      return and(issuedInvoice, sql`${balanceSql} <= 0`);
    case 'overdue':
      return and(issuedInvoice, lt(invoices.dueDate, today), sql`${balanceSql} > 0`);
  }
}

/** Whether an issued invoice with this balance is past its due date on the school's clock. */
export const isOverdue = (
  row: Pick<InvoiceRow, 'kind' | 'status' | 'dueDate'>,
  balanceMinor: number,
  today: string,
) =>
  row.kind === 'invoice' &&
  row.status === 'issued' &&
  balanceMinor > 0 &&
  row.dueDate !== null &&
  row.dueDate < today;

async function withBalances(
  db: Db,
  rows: { invoice: InvoiceRow; creditForNumber: string | null }[],
  timeZone: string,
): Promise<InvoiceListing[]> {
  const balances = await invoiceBalances(
    db,
    rows.map((r) => r.invoice.id),
  );
  const today = schoolDate(timeZone);
  return rows.map(({ invoice, creditForNumber }) => {
    const balance = balances.get(invoice.id) ?? ZERO;
    return { ...invoice, creditForNumber, balance, overdue: isOverdue(invoice, balance.balanceMinor, today) };
  });
}

/** Invoices and credit notes, newest first, by status, student and number or name. */
export async function listInvoices(
  db: Db,
  query: z.output<typeof invoiceListQuerySchema>,
  timeZone: string,
): Promise<Page<InvoiceListing>> {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    filterOf(query.status, schoolDate(timeZone)),
    query.student_id ? eq(invoices.studentId, query.student_id) : undefined,
    like ? or(ilike(invoices.number, like), ilike(invoices.billedName, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, creditForNumber: creditedInvoice.number })
      .from(invoices)
      .leftJoin(creditedInvoice, eq(creditedInvoice.id, invoices.creditFor))
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return {
    items: await withBalances(db, rows, timeZone),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export type InvoiceDetailRows = InvoiceListing & {
  lines: Pick<
    typeof invoiceLines.$inferSelect,
    'position' | 'description' | 'quantity' | 'unitMinor' | 'amountMinor'
  >[];
  payments: PaymentRow[];
  creditNotes: InvoiceRow[];
  log: {
    id: number;
    action: (typeof moneyLog.$inferSelect)['action'];
    amountMinor: number | null;
    actorName: string | null;
    createdAt: Date;
  }[];
  screenshot: { applicationId: number; fileId: number } | null;
};

/** The payment screenshot of the application the student came from, beside their first invoice. */
async function screenshotFor(db: Db, invoice: InvoiceRow) {
  if (invoice.kind !== 'invoice') return null;
  const [first] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.studentId, invoice.studentId), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (first?.id !== invoice.id) return null;
  const [file] = await db
    .select({ applicationId: admissionApplications.id, fileId: admissionFiles.id })
    .from(admissionFiles)
    .innerJoin(admissionApplications, eq(admissionApplications.id, admissionFiles.applicationId))
    .where(
      and(
        eq(admissionApplications.studentId, invoice.studentId),
        eq(admissionFiles.field, 'paymentScreenshot'),
      ),
    )
    .orderBy(desc(admissionApplications.id), desc(admissionFiles.id))
    .limit(1);
  return file ?? null;
}

/** One invoice or credit note with its lines, payments, credit notes, money log and screenshot. */
export async function getInvoice(db: Db, id: number, timeZone: string): Promise<InvoiceDetailRows> {
  const listing = await listingOf(db, id, timeZone);
  const [lines, paid, creditNotes] = await Promise.all([
    db
      .select({
        position: invoiceLines.position,
        description: invoiceLines.description,
        quantity: invoiceLines.quantity,
        unitMinor: invoiceLines.unitMinor,
        amountMinor: invoiceLines.amountMinor,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.position)),
    db.select().from(payments).where(eq(payments.invoiceId, id)).orderBy(asc(payments.id)),
    db.select().from(invoices).where(eq(invoices.creditFor, id)).orderBy(asc(invoices.id)),
  ]);
  const logIds = [id, ...creditNotes.map((c) => c.id)];
  const log = await db
    .select({
      id: moneyLog.id,
      action: moneyLog.action,
      amountMinor: moneyLog.amountMinor,
      actorName: actorFullName,
      createdAt: moneyLog.createdAt,
    })
    .from(moneyLog)
    .leftJoin(users, eq(users.id, moneyLog.actorId))
    .where(inArray(moneyLog.invoiceId, logIds))
    .orderBy(asc(moneyLog.id));
  return {
    ...listing,
    lines,
    payments: paid,
    creditNotes,
    log,
    screenshot: await screenshotFor(db, listing),
  };
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db));

/** An amount as typed, in minor units of the school's currency, or a 400 with what is wrong. */
export function amountOf(text: string, currency: string): number {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) throw new HttpError(400, parsed.message);
  return parsed.minor;
}

/** An amount as typed, in minor units of the invoice's currency; a 404 when there is no such invoice. */
async function amountOnInvoice(tx: Db, invoiceId: number, text: string): Promise<number> {
  const [invoice] = await tx
    .select({ currency: invoices.currency })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw new HttpError(404, FEE_TEXT.unknownInvoice);
  return amountOf(text, invoice.currency);
}

/** The typed lines as the fee core takes them; a line's failure names its place when there are several. */
function linesOf(lines: z.output<typeof updateDraftSchema>['lines'], ctx: FeeContext): NewLine[] {
  const out = lines.map((line, i) => {
    const parsed = parseAmount(line.unitAmount, ctx.policy.currency);
    if (!parsed.ok)
      throw new HttpError(400, lines.length > 1 ? `Line ${i + 1}: ${parsed.message}` : parsed.message);
    if (parsed.minor * line.quantity > MAX_MINOR) throw new HttpError(400, AMOUNT_TEXT.tooLarge);
    return { description: line.description, quantity: line.quantity, unitMinor: parsed.minor };
  });
  if (invoiceTotals(out, ctx.policy.taxRateBp).totalMinor > MAX_MINOR)
    throw new HttpError(400, AMOUNT_TEXT.tooLarge);
  return out;
}

async function assertStudent(tx: Db, studentId: number) {
  const [person] = await tx.select({ role: users.role }).from(users).where(eq(users.id, studentId));
  if (person?.role !== 'student') throw new HttpError(400, NOT_A_STUDENT);
}

async function assertEnrolmentOf(tx: Db, enrolmentId: number, studentId: number) {
  const [row] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.studentId, studentId)));
  if (!row) throw new HttpError(400, FEE_TEXT.unknownEnrolment);
}

/** A new invoice for a student: a draft, or issued at once (numbered, and its mail queued). */
export function createStudentInvoice(
  db: Db,
  input: z.output<typeof createInvoiceSchema>,
  actorId: number,
  ctx: FeeMailContext,
): Promise<InvoiceRow> {
  return inTransaction(db, async (tx) => {
    await assertStudent(tx, input.studentId);
    if (input.enrolmentId) await assertEnrolmentOf(tx, input.enrolmentId, input.studentId);
    const draft = await draftInvoice(
      tx,
      {
        studentId: input.studentId,
        enrolmentId: input.enrolmentId ?? null,
        lines: linesOf(input.lines, ctx),
        note: input.note || null,
      },
      actorId,
      ctx,
    );
    if (!input.issue) return draft;
    const issued = await issueInvoice(tx, draft.id, actorId, ctx);
    await queueInvoiceMail(tx, issued.id, ctx);
    return issued;
  });
}

export function editDraft(
  db: Db,
  id: number,
  input: z.output<typeof updateDraftSchema>,
  actorId: number,
  ctx: FeeContext,
): Promise<InvoiceRow> {
  return inTransaction(db, (tx) =>
    updateDraft(tx, id, { lines: linesOf(input.lines, ctx), note: input.note ?? null }, actorId, ctx),
  );
}

/** Issues a draft (a renewal offer confirmed, or the admin's own): numbered, and its mail queued. */
export function issueDraft(db: Db, id: number, actorId: number, ctx: FeeMailContext): Promise<InvoiceRow> {
  return inTransaction(db, async (tx) => {
    const issued = await issueInvoice(tx, id, actorId, ctx);
    await queueInvoiceMail(tx, issued.id, ctx);
    return issued;
  });
}

export function discardInvoiceDraft(db: Db, id: number, actorId: number): Promise<void> {
  return inTransaction(db, (tx) => discardDraft(tx, id, actorId));
}

/** A payment against an issued invoice, with its receipt mail queued. */
export function addPayment(
  db: Db,
  invoiceId: number,
  input: z.output<typeof recordPaymentSchema>,
  actorId: number,
  ctx: FeeMailContext,
): Promise<{ payment: PaymentRow; balanceMinor: number }> {
  return inTransaction(db, async (tx) => {
    const recorded = await recordPayment(
      tx,
      {
        invoiceId,
        amountMinor: await amountOnInvoice(tx, invoiceId, input.amount),
        method: input.method,
        reference: input.reference,
        paidOn: input.paidOn,
      },
      actorId,
      ctx,
    );
    await queueReceiptMail(tx, recorded.payment.id, ctx);
    return recorded;
  });
}

/** A credit note against an issued invoice, issued at once with its mail queued. */
export function addCreditNote(
  db: Db,
  invoiceId: number,
  input: z.output<typeof creditNoteSchema>,
  actorId: number,
  ctx: FeeMailContext,
): Promise<InvoiceRow> {
  return inTransaction(db, async (tx) => {
    const note = await issueCreditNote(
      tx,
      invoiceId,
      { amountMinor: await amountOnInvoice(tx, invoiceId, input.amount), reason: input.reason },
      actorId,
      ctx,
    );
    await queueInvoiceMail(tx, note.id, ctx);
    return note;
  });
}

/** The listing of one row (the answer of a change). */
export async function listingOf(db: Db, id: number, timeZone: string): Promise<InvoiceListing> {
  const [row] = await db
    .select({ invoice: invoices, creditForNumber: creditedInvoice.number })
    .from(invoices)
    .leftJoin(creditedInvoice, eq(creditedInvoice.id, invoices.creditFor))
    .where(eq(invoices.id, id));
  if (!row) throw new HttpError(404, FEE_TEXT.unknownInvoice);
  const [listing] = await withBalances(db, [row], timeZone);
  if (!listing) throw new HttpError(404, FEE_TEXT.unknownInvoice);
  return listing;
}
