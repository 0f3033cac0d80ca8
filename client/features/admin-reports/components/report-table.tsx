import type { ReactNode } from 'react';

export type ReportColumn<Row> = {
  header: string;
  cell(row: Row): ReactNode;
  /** Figures line up at the right. */
  numeric?: boolean;
};

type Props<Row> = {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Rows that stand out (a month's total). */
  strong?(row: Row): boolean;
  /** The table's total line. */
  foot?: readonly ReactNode[];
};

/** A report's table; it scrolls sideways by itself on a narrow screen, the page does not. */
export function ReportTable<Row>({ caption, columns, rows, rowKey, strong, foot }: Props<Row>) {
  const align = (c: ReportColumn<Row>) => (c.numeric ? 'text-right tabular-nums' : 'text-left');
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by the keyboard
      tabIndex={0}
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-plum-600"
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-plum-50 text-plum-900">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-3 py-2 font-semibold ${align(c)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`border-t border-slate-200 ${strong?.(row) ? 'bg-slate-50 font-semibold' : ''}`}
            >
              {columns.map((c) => (
                <td key={c.header} className={`px-3 py-2 ${align(c)}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot className="border-t-2 border-plum-200 font-semibold text-plum-900">
            <tr>
              {foot.map((cell, i) => (
                <td
                  key={columns[i]?.header ?? i}
                  className={`px-3 py-2 ${columns[i] ? align(columns[i]) : ''}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
