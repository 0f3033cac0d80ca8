import { schoolDateLabel } from '../../../../common/fees/enrolment-text.ts';
import { INVOICE_STANDING_LABELS, type MyInvoice } from '../../../../common/schemas/enrolments.ts';
import { invoicePdfUrl, receiptPdfUrl } from '../api/my-enrolments-api.ts';

const STANDING_STYLE: Record<MyInvoice['status'], string> = {
  paid: 'bg-green-100 text-green-800',
  part_paid: 'bg-amber-100 text-amber-900',
  due: 'bg-plum-50 text-plum-900',
  overdue: 'bg-red-100 text-red-800',
};

/** An invoice as its student reads it: number, dates, total, paid, balance, its PDF and its receipts. */
export function InvoiceItem({ invoice }: { invoice: MyInvoice }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-plum-900">Invoice {invoice.number}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STANDING_STYLE[invoice.status]}`}>
          {INVOICE_STANDING_LABELS[invoice.status]}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        Issued {schoolDateLabel(invoice.issueDate)}
        {invoice.dueDate ? ` · due ${schoolDateLabel(invoice.dueDate)}` : ''}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-semibold">{invoice.total}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Paid</dt>
          <dd>{invoice.paid}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Balance</dt>
          <dd className="font-semibold">{invoice.balance}</dd>
        </div>
      </dl>
      <a
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-plum-700 underline"
        href={invoicePdfUrl(invoice.id)}
        download
        aria-label={`Download PDF of invoice ${invoice.number}`}
      >
        Download PDF
      </a>
      {invoice.payments.length > 0 ? (
        <div className="mt-2 border-t border-slate-100 pt-2">
          <p className="text-sm font-semibold text-plum-900">Payments</p>
          <ul className="flex flex-col gap-1">
            {invoice.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
                <span>
                  {schoolDateLabel(p.paidOn)} · {p.amount} · {p.methodLabel} · receipt {p.receiptNumber}
                </span>
                <a
                  className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline"
                  href={receiptPdfUrl(p.id)}
                  download
                  aria-label={`Download receipt ${p.receiptNumber}`}
                >
                  Receipt PDF
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
