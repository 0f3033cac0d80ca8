// CSV as RFC 4180 writes it, safe to open in a spreadsheet.

// A cell starting with one of these is run as a formula by spreadsheet programs.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain figure such as -100.00 (a refund) is read as a number, never run: it is left as it is.
const PLAIN_FIGURE = /^-\d+(\.\d+)?$/;

/** One cell: formula starts neutralised with a leading apostrophe, then quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) && !PLAIN_FIGURE.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole file: a byte-order mark (so spreadsheet programs read UTF-8), then one
 * CRLF-ended line per row.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
