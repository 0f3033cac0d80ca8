import type { InvoiceSummary } from '../../../../common/schemas/admin-invoices.ts';

type Status = { label: string; className: string };

const LOOK = {
  grey: 'bg-slate-100 text-slate-700',
  red: 'bg-red-100 text-red-800',
  green: 'bg-emerald-100 text-emerald-800',
  gold: 'bg-gold-300/60 text-plum-900',
};

/** Where an invoice stands: a draft, a credit note, or by what is paid and whether it is overdue. */
export function invoiceStatus(invoice: InvoiceSummary): Status {
  if (invoice.kind === 'credit_note') return { label: 'Credit note', className: LOOK.grey };
  if (invoice.status === 'draft') return { label: 'Draft', className: LOOK.grey };
  if (invoice.overdue) return { label: 'Overdue', className: LOOK.red };
  if (invoice.balanceMinor <= 0) return { label: 'Paid', className: LOOK.green };
  if (invoice.paidMinor > 0) return { label: 'Part paid', className: LOOK.gold };
  return { label: 'Unpaid', className: LOOK.gold };
}

export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceSummary }) {
  const { label, className } = invoiceStatus(invoice);
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>{label}</span>;
}
