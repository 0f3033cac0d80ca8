import { formatMoney } from '../../../../common/fees/money.ts';
import type { InvoiceDetail } from '../../../../common/schemas/admin-invoices.ts';

const rate = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/** An invoice's lines and totals: subtotal, the tax line when there is tax, total, paid, credited, balance. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const totals: [string, number][] = [
    ...(invoice.taxMinor !== 0
      ? ([
          ['Subtotal', invoice.subtotalMinor],
          [`Tax ${rate(invoice.taxRateBp)}`, invoice.taxMinor],
        ] as [string, number][])
      : []),
    ['Total', invoice.totalMinor],
    ...(invoice.kind === 'invoice' && invoice.status === 'issued'
      ? ([
          ['Paid', invoice.paidMinor],
          ...(invoice.creditedMinor ? ([['Credited', invoice.creditedMinor]] as [string, number][]) : []),
          ['Balance', invoice.balanceMinor],
        ] as [string, number][])
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-plum-100 rounded-lg border border-plum-100 text-sm">
        {invoice.lines.map((line) => (
          <li key={line.position} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
            <span className="min-w-0 flex-1 basis-48 break-words">{line.description}</span>
            <span className="text-slate-600">
              {line.quantity} × {money(line.unitMinor)}
            </span>
            <span className="font-semibold">{money(line.amountMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {totals.map(([label, minor]) => (
          <div key={label} className="contents">
            <dt
              className={
                label === 'Total' || label === 'Balance' ? 'font-semibold text-plum-900' : 'text-slate-600'
              }
            >
              {label}
            </dt>
            <dd className="text-right font-semibold tabular-nums">{money(minor)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
