import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../common/fees/fee-states.ts';
import { formatMoney } from '../../../../common/fees/money.ts';
import type { InvoiceDetail } from '../../../../common/schemas/admin-invoices.ts';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatSchoolDate } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast.ts';
import {
  invoicePdfUrl,
  receiptPdfUrl,
  useAdminInvoice,
  useDiscardDraft,
  useIssueInvoice,
} from '../api/admin-invoices-api.ts';
import { CreditNoteForm } from './credit-note-form.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { InvoiceTotals } from './invoice-totals.tsx';
import { RecordPaymentForm } from './record-payment-form.tsx';

type Props = { invoiceId: number | null; today: string; onClose(): void };

const title = (invoice: InvoiceDetail | undefined) =>
  !invoice
    ? 'Invoice'
    : invoice.number
      ? `${invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${invoice.number}`
      : 'Draft invoice';

const subheading = 'mb-2 font-sans text-sm font-semibold text-plum-900';

/** One invoice with its lines, totals, payments and credit notes; recording payments and credits; drafts issued or discarded. */
export function InvoiceDetailDialog({ invoiceId, today, onClose }: Props) {
  const detail = useAdminInvoice(invoiceId);
  const issue = useIssueInvoice();
  const discard = useDiscardDraft();
  const [form, setForm] = useState<'payment' | 'credit' | null>(null);
  const invoice = detail.data?.Invoice;

  const close = () => {
    setForm(null);
    onClose();
  };
  const issueDraft = (id: number) =>
    issue.mutate(id, {
      onSuccess: ({ Invoice }) => toast.success(`Invoice ${Invoice.number ?? ''} issued and mailed`),
      onError: (err) => toast.error(errorText(err, 'Failed to issue the invoice')),
    });
  const discardDraft = (id: number) =>
    discard.mutate(id, {
      onSuccess: () => {
        toast.success('Draft discarded');
        close();
      },
      onError: (err) => toast.error(errorText(err, 'Failed to discard the draft')),
    });

  return (
    <Modal open={invoiceId !== null} onOpenChange={(open) => (open ? null : close())} title={title(invoice)}>
      {detail.isPending ? (
        <p>Loading invoice...</p>
      ) : detail.isError || !invoice ? (
        <p role="alert" className="text-red-700">
          {errorText(detail.error, 'Failed to load the invoice')}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <InvoiceStatusBadge invoice={invoice} />
            <span className="font-semibold text-plum-900">{invoice.billedName}</span>
            <span className="break-all">{invoice.billedEmail}</span>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {invoice.issueDate ? <span>Issued {formatSchoolDate(invoice.issueDate)}</span> : null}
            {invoice.dueDate ? <span>Due {formatSchoolDate(invoice.dueDate)}</span> : null}
            {invoice.creditFor ? <span>Corrects invoice {invoice.creditFor.number}</span> : null}
          </p>
          {invoice.note ? <p className="text-sm break-words text-slate-700">{invoice.note}</p> : null}

          <InvoiceTotals invoice={invoice} />

          {invoice.screenshot ? (
            <figure className="rounded-lg border border-gold-400 bg-amber-50 p-3">
              <figcaption className="mb-2 text-sm font-semibold text-plum-900">
                Payment screenshot from the application
              </figcaption>
              <p className="mb-2 text-xs text-slate-600">Confirm it matches before you record the payment.</p>
              <img
                src={invoice.screenshot.url}
                alt={`Payment screenshot of ${invoice.billedName}`}
                className="max-h-64 w-full rounded object-contain"
              />
              <ExternalLink
                href={invoice.screenshot.url}
                className="mt-2 inline-block text-sm text-plum-700 underline"
              >
                Open full size
              </ExternalLink>
            </figure>
          ) : null}

          {invoice.payments.length > 0 ? (
            <div>
              <h3 className={subheading}>Payments</h3>
              <ul className="flex flex-col gap-2 text-sm">
                {invoice.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span>
                      {formatMoney(p.amountMinor, invoice.currency)} · {PAYMENT_METHOD_LABELS[p.method]}
                      {p.reference ? ` (ref ${p.reference})` : ''} · {formatSchoolDate(p.paidOn)}
                    </span>
                    <a href={receiptPdfUrl(p.id)} className="text-plum-700 underline">
                      Receipt {p.receiptNumber} (PDF)
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {invoice.creditNotes.length > 0 ? (
            <div>
              <h3 className={subheading}>Credit notes</h3>
              <ul className="flex flex-col gap-2 text-sm">
                {invoice.creditNotes.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span className="min-w-0 break-words">
                      {c.number} · {formatMoney(c.totalMinor, invoice.currency)}
                      {c.reason ? ` · ${c.reason}` : ''}
                    </span>
                    <a href={invoicePdfUrl(c.id)} className="text-plum-700 underline">
                      Credit note {c.number} (PDF)
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {form === 'payment' ? (
            <RecordPaymentForm invoice={invoice} today={today} onDone={() => setForm(null)} />
          ) : form === 'credit' ? (
            <CreditNoteForm invoice={invoice} onDone={() => setForm(null)} />
          ) : (
            <div className="flex flex-wrap justify-end gap-3">
              {invoice.status === 'draft' ? (
                <>
                  <button
                    type="button"
                    className="btn-outline text-red-700"
                    disabled={discard.isPending}
                    onClick={() => discardDraft(invoice.id)}
                  >
                    Discard
                  </button>
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={issue.isPending}
                    onClick={() => issueDraft(invoice.id)}
                  >
                    {issue.isPending ? 'Issuing...' : 'Issue'}
                  </button>
                </>
              ) : (
                <>
                  <a href={invoicePdfUrl(invoice.id)} className="btn-outline text-plum-800">
                    Download PDF
                  </a>
                  {invoice.kind === 'invoice' && invoice.totalMinor > invoice.creditedMinor ? (
                    <button
                      type="button"
                      className="btn-outline text-plum-800"
                      onClick={() => setForm('credit')}
                    >
                      Issue credit note
                    </button>
                  ) : null}
                  {invoice.kind === 'invoice' && invoice.balanceMinor > 0 ? (
                    <button type="button" className="btn-primary" onClick={() => setForm('payment')}>
                      Record payment
                    </button>
                  ) : null}
                </>
              )}
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
