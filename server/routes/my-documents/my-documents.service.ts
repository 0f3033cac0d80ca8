import { and, eq } from 'drizzle-orm';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { invoices, payments } from '../../db/schema.ts';
import { studentOrGuardianIs } from '../../families/student-access.ts';
import { invoicePdfFile, type PdfFile, receiptPdfFile } from '../../fees/document-rows.ts';
import { HttpError } from '../../plugins/errors.ts';

// A student's own fee documents, and their guardians'. Anything else (another student's, a
// draft, none) is 404, the same answer, so ids cannot be probed for what exists.

const NO_RECEIPT = 'There is no such receipt';

export async function myInvoicePdf(db: Db, user: SessionUser, invoiceId: number): Promise<PdfFile> {
  const [own] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, invoiceId),
        studentOrGuardianIs(user, invoices.studentId),
        eq(invoices.status, 'issued'),
      ),
    );
  if (!own) throw new HttpError(404, FEE_TEXT.unknownInvoice);
  return invoicePdfFile(db, own.id);
}

export async function myReceiptPdf(db: Db, user: SessionUser, paymentId: number): Promise<PdfFile> {
  const [own] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.id, paymentId), studentOrGuardianIs(user, invoices.studentId)));
  if (!own) throw new HttpError(404, NO_RECEIPT);
  return receiptPdfFile(db, own.id);
}
