import { eq } from 'drizzle-orm';
import type { School } from '../../common/school.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { invoices, payments } from '../db/schema.ts';
import { addressedTo, recipientsForStudent, type StudentRecipient } from '../families/recipients.ts';
import { creditNoteMail, invoiceMail, overdueReminderMail, receiptMail } from '../mail/fee-mails.ts';
import { enqueueMail, type OutboxMail } from '../mail/outbox.ts';
import { invoiceDocumentOf, receiptDocumentOf } from './document-rows.ts';
import { type FeeContext, feeContextOf } from './fee-context.ts';

// The fee documents' mails, queued in the transaction that issued the invoice or credit note or
// recorded the payment (the PDF made from the rows just written): they go when it commits, or not
// at all. The caller kicks the outbox after the commit. Used by the admin's invoice calls, the
// Accept dialog, renewals and the overdue reminders.

/** The fee rules and the school as its mails name it (contacts, dashboard link). */
export type FeeMailContext = FeeContext & { site: School };

export const feeMailContextOf = (config: AppConfig): FeeMailContext => ({
  ...feeContextOf(config),
  site: config.school,
});

/** The readers of a fee document's mail: its invoice's student's (recipients.ts). */
async function readersOfInvoice(tx: Db, invoiceId: number, ctx: FeeMailContext) {
  const [row] = await tx
    .select({ studentId: invoices.studentId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`no invoice ${invoiceId}`);
  return recipientsForStudent(tx, row.studentId, { schoolZone: ctx.timeZone, ownMailAge: ctx.ownMailAge });
}

/** Queues one mail to each reader, made for them (each with the document attached). */
async function queueToEach(
  tx: Db,
  readers: StudentRecipient[],
  make: (to: StudentRecipient) => Promise<OutboxMail>,
) {
  for (const reader of readers) await enqueueMail(tx, addressedTo(reader, await make(reader)));
}

/** Queues the mail of an issued invoice or credit note, its PDF attached, to its student and guardians. */
export async function queueInvoiceMail(tx: Db, invoiceId: number, ctx: FeeMailContext): Promise<void> {
  const doc = await invoiceDocumentOf(tx, invoiceId);
  const mail = doc.kind === 'credit_note' ? creditNoteMail : invoiceMail;
  await queueToEach(tx, await readersOfInvoice(tx, invoiceId, ctx), (to) => mail(ctx.site, to, doc));
}

/** Queues the receipt of a payment, its PDF attached, to the invoice's student and guardians. */
export async function queueReceiptMail(tx: Db, paymentId: number, ctx: FeeMailContext): Promise<void> {
  const doc = await receiptDocumentOf(tx, paymentId);
  const [row] = await tx
    .select({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`no payment ${paymentId}`);
  await queueToEach(tx, await readersOfInvoice(tx, row.invoiceId, ctx), (to) =>
    receiptMail(ctx.site, to, doc),
  );
}

/** Queues the reminder of an overdue invoice (what is still owed on the school's date `today`) to its student and guardians. */
export async function queueOverdueMail(
  tx: Db,
  invoiceId: number,
  owed: { balanceMinor: number; today: string },
  ctx: FeeMailContext,
): Promise<void> {
  const doc = await invoiceDocumentOf(tx, invoiceId);
  await queueToEach(tx, await readersOfInvoice(tx, invoiceId, ctx), (to) =>
    overdueReminderMail(ctx.site, to, doc, owed),
  );
}
