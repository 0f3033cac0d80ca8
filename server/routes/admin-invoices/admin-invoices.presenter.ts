import type { z } from 'zod';
import { API, API_BASE } from '../../../common/api.ts';
import type {
  InvoiceDetail,
  InvoiceSummary,
  invoiceListResponse,
  PaymentView,
} from '../../../common/schemas/admin-invoices.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type { PaymentRow } from '../../fees/payments.ts';
import { presentPage } from '../admin-presenter.ts';
import type { InvoiceDetailRows, InvoiceListing } from './admin-invoices.service.ts';

export const presentInvoiceSummary = (row: InvoiceListing): InvoiceSummary => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  number: row.number,
  studentId: row.studentId,
  billedName: row.billedName,
  billedEmail: row.billedEmail,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  currency: row.currency,
  totalMinor: row.totalMinor,
  paidMinor: row.balance.paidMinor,
  creditedMinor: row.balance.creditedMinor,
  balanceMinor: row.balance.balanceMinor,
  overdue: row.overdue,
  creditFor: row.creditFor === null ? null : { id: row.creditFor, number: row.creditForNumber },
  createdAt: row.createdAt.toISOString(),
});

export const presentPayment = (p: PaymentRow): PaymentView => ({
  id: p.id,
  invoiceId: p.invoiceId,
  amountMinor: p.amountMinor,
  method: p.method,
  reference: p.reference,
  paidOn: p.paidOn,
  receiptNumber: p.receiptNumber,
  createdAt: p.createdAt.toISOString(),
});

/** `{ result, Invoices, total, page, pageSize }`. */
export const presentInvoicePage = (
  page: Page<InvoiceListing>,
  today: string,
): z.infer<typeof invoiceListResponse> => ({
  ...presentPage('Invoices', page, presentInvoiceSummary),
  today,
});

export const presentInvoiceDetail = (row: InvoiceDetailRows): { result: true; Invoice: InvoiceDetail } => ({
  result: true,
  Invoice: {
    ...presentInvoiceSummary(row),
    enrolmentId: row.enrolmentId,
    subtotalMinor: row.subtotalMinor,
    taxRateBp: row.taxRateBp,
    taxMinor: row.taxMinor,
    note: row.note,
    lines: row.lines,
    payments: row.payments.map(presentPayment),
    creditNotes: row.creditNotes.map((c) => ({
      id: c.id,
      number: c.number,
      issueDate: c.issueDate,
      totalMinor: c.totalMinor,
      reason: c.note,
    })),
    log: row.log.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    screenshot: row.screenshot
      ? { ...row.screenshot, url: `${API_BASE}${API.adminAdmissionFiles}/${row.screenshot.fileId}` }
      : null,
  },
});
