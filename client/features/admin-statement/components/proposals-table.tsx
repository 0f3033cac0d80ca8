import type { z } from 'zod';
import { formatMoney } from '../../../../common/fees/money.ts';
import type { StatementRow, statementResponse } from '../../../../common/schemas/admin-statement.ts';

type Props = {
  statement: z.infer<typeof statementResponse>;
  chosen: ReadonlySet<number>;
  onToggle(line: number): void;
  onToggleAll(choose: boolean): void;
};

const STATUS: Record<StatementRow['status'], { label: string; className: string }> = {
  proposed: { label: 'Proposed', className: 'bg-green-100 text-green-900' },
  recorded: { label: 'Already recorded', className: 'bg-slate-100 text-slate-700' },
  unmatched: { label: 'Not matched', className: 'bg-amber-100 text-amber-900' },
  skipped: { label: 'Skipped', className: 'bg-slate-100 text-slate-600' },
};

const COLUMNS = ['Line', 'Date', 'Amount', 'Reference', 'Invoice', 'Status'];

/** Every row of the statement with why it was or was not matched; proposals have a checkbox. */
export function ProposalsTable({ statement, chosen, onToggle, onToggleAll }: Props) {
  const proposed = statement.rows.filter((r) => r.status === 'proposed');
  const money = (minor: number | null) => (minor === null ? '' : formatMoney(minor, statement.currency));
  const allChosen = proposed.length > 0 && proposed.every((r) => chosen.has(r.line));
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by the keyboard
      tabIndex={0}
      aria-label="Statement rows"
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-plum-600"
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">Statement rows and the payments proposed</caption>
        <thead className="bg-plum-50 text-left text-plum-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              <input
                type="checkbox"
                className="size-5"
                aria-label="Choose every proposed payment"
                checked={allChosen}
                disabled={proposed.length === 0}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className={name === 'Amount' ? 'px-3 py-2 text-right' : 'px-3 py-2'}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statement.rows.map((r) => (
            <tr key={r.line} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                {r.status === 'proposed' ? (
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={`Record line ${r.line}: ${money(r.amountMinor)} on ${r.invoice?.number ?? ''}`}
                    checked={chosen.has(r.line)}
                    onChange={() => onToggle(r.line)}
                  />
                ) : null}
              </td>
              <td className="px-3 py-2 tabular-nums">{r.line}</td>
              <td className="px-3 py-2 tabular-nums">{r.date ?? ''}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(r.amountMinor)}</td>
              <td className="max-w-56 px-3 py-2">
                <span className="block break-all">{r.reference}</span>
                {r.description ? (
                  <span className="block text-xs whitespace-pre-line text-slate-600">{r.description}</span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                {r.invoice ? (
                  <>
                    <span className="block font-semibold text-plum-900">{r.invoice.number}</span>
                    <span className="block text-xs text-slate-600">
                      {r.invoice.studentName} · balance {money(r.invoice.balanceMinor)}
                    </span>
                  </>
                ) : null}
              </td>
              <td className="max-w-72 px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[r.status].className}`}
                >
                  {STATUS[r.status].label}
                </span>
                <span className="mt-1 block text-xs text-slate-700">{r.why}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
