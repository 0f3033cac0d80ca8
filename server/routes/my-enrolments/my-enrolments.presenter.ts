import type { z } from 'zod';
import { PAYMENT_METHOD_LABELS } from '../../../common/fees/fee-states.ts';
import { formatMoney } from '../../../common/fees/money.ts';
import type { InvoiceStanding, MyInvoice, myEnrolmentsResponse } from '../../../common/schemas/enrolments.ts';
import { standingOf } from '../../fees/enrolment-view.ts';
import type { InvoiceWithPayments, studentEnrolments, taughtEnrolments } from './my-enrolments.service.ts';

const person = (p: { id: number; firstName: string; lastName: string }) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
});

/** Paid when nothing is owed; part paid once something was; overdue past its due date. */
export function invoiceStanding(i: InvoiceWithPayments, today: string): InvoiceStanding {
  if (i.balance.balanceMinor <= 0) return 'paid';
  if (i.dueDate !== null && today > i.dueDate) return 'overdue';
  return i.balance.paidMinor > 0 ? 'part_paid' : 'due';
}

const presentInvoice = (i: InvoiceWithPayments, today: string): MyInvoice => ({
  id: i.id,
  number: i.number ?? '',
  issueDate: i.issueDate ?? '',
  dueDate: i.dueDate,
  total: formatMoney(i.totalMinor, i.currency),
  paid: formatMoney(i.balance.paidMinor, i.currency),
  balance: formatMoney(i.balance.balanceMinor, i.currency),
  balanceMinor: i.balance.balanceMinor,
  status: invoiceStanding(i, today),
  payments: i.payments.map((p) => ({
    id: p.id,
    receiptNumber: p.receiptNumber,
    paidOn: p.paidOn,
    amount: formatMoney(p.amountMinor, i.currency),
    method: p.method,
    methodLabel: PAYMENT_METHOD_LABELS[p.method],
  })),
});

const base = (
  row: Parameters<typeof standingOf>[0],
  counts: Parameters<typeof standingOf>[1],
  today: string,
  zone: string,
) => ({
  id: row.id,
  ...standingOf(row, counts, today, zone),
  course: row.course,
  planType: row.planType,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
});

export const presentStudentEnrolments = (
  data: Awaited<ReturnType<typeof studentEnrolments>>,
  today: string,
  zone: string,
): z.infer<typeof myEnrolmentsResponse> => ({
  result: true,
  view: 'student',
  Enrolments: data.enrolments.map((e) => ({
    ...base(e.row, e.counts, today, zone),
    teacher: person(e.teacher),
    invoices: e.invoices.map((i) => presentInvoice(i, today)),
  })),
  OtherInvoices: data.otherInvoices.map((i) => presentInvoice(i, today)),
});

/** A teacher's view: the sessions and validity of each, no price, invoice or payment. */
export const presentTaughtEnrolments = (
  rows: Awaited<ReturnType<typeof taughtEnrolments>>,
  today: string,
  zone: string,
): z.infer<typeof myEnrolmentsResponse> => ({
  result: true,
  view: 'teacher',
  Enrolments: rows.map((e) => ({ ...base(e.row, e.counts, today, zone), student: person(e.student) })),
});
