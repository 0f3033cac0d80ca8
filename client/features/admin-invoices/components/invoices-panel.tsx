import { useState } from 'react';
import { formatMoney } from '../../../../common/fees/money.ts';
import {
  INVOICE_FILTER_LABELS,
  INVOICE_FILTERS,
  type InvoiceFilter,
  type InvoiceSummary,
} from '../../../../common/schemas/admin-invoices.ts';
import { AddButton } from '../../../components/admin/add-button.tsx';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { ListSearch } from '../../../components/admin/list-search.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { formatSchoolDate } from '../../../lib/format-date-time.ts';
import { useAdminInvoices } from '../api/admin-invoices-api.ts';
import { InvoiceDetailDialog } from './invoice-detail-dialog.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { NewInvoiceDialog } from './new-invoice-dialog.tsx';

const OPTIONS = INVOICE_FILTERS.map((value) => ({ value, label: INVOICE_FILTER_LABELS[value] }));

const EMPTY: Record<InvoiceFilter, string> = {
  all: 'No invoices yet.',
  draft: 'No draft invoices.',
  unpaid: 'No unpaid invoices.',
  part_paid: 'No part-paid invoices.',
  paid: 'No paid invoices yet.',
  overdue: 'No overdue invoices.',
  credit_notes: 'No credit notes yet.',
};

const LIST = { noun: 'invoices', pagesLabel: 'Invoice pages' };

const nameOf = (i: InvoiceSummary) =>
  i.number ? `${i.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${i.number}` : 'Draft invoice';

/** The school's invoices and credit notes by what is owed; each opens with its payments and actions. */
export function InvoicesPanel() {
  const pages = usePages();
  const status = useFilter<InvoiceFilter>('all', pages);
  const q = useFilter('', pages);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const invoices = useAdminInvoices({ status: status.value, q: q.value || undefined, ...pages.query });
  const today = invoices.data?.today ?? '';

  return (
    <AdminSection
      title="Invoices"
      align="center"
      actions={<AddButton onClick={() => setCreating(true)}>New invoice</AddButton>}
    >
      <ListSearch label="Search by number or name" filter={q}>
        <FilterSelect label="Show" filter={status} options={OPTIONS} className="w-40" />
      </ListSearch>

      <PagedList
        query={invoices}
        rows={(data) => data.Invoices}
        pages={pages}
        {...LIST}
        empty={EMPTY[status.value]}
      >
        {(rows) => (
          <RowList>
            {rows.map((i) => (
              <ListRow key={i.id}>
                <div className="min-w-0 flex-1 basis-64">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-plum-900">
                    {nameOf(i)}
                    <InvoiceStatusBadge invoice={i} />
                  </p>
                  <p className="truncate text-sm text-slate-600">{i.billedName}</p>
                  <p className="text-sm text-slate-700">
                    Total {formatMoney(i.totalMinor, i.currency)}
                    {i.kind === 'invoice' && i.status === 'issued' ? (
                      <>
                        {' '}
                        · Paid {formatMoney(i.paidMinor, i.currency)} · Balance{' '}
                        <span className="font-semibold">{formatMoney(i.balanceMinor, i.currency)}</span>
                      </>
                    ) : null}
                  </p>
                  {i.dueDate ? (
                    <p className={`text-xs ${i.overdue ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
                      Due {formatSchoolDate(i.dueDate)}
                    </p>
                  ) : null}
                </div>
                <RowButton label={`View ${nameOf(i)} of ${i.billedName}`} onClick={() => setOpenId(i.id)}>
                  View
                </RowButton>
              </ListRow>
            ))}
          </RowList>
        )}
      </PagedList>
      <InvoiceDetailDialog invoiceId={openId} today={today} onClose={() => setOpenId(null)} />
      <NewInvoiceDialog open={creating} onOpenChange={setCreating} onCreated={setOpenId} />
    </AdminSection>
  );
}
