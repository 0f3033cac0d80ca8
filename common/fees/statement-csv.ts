// A bank statement as its CSV file holds it (RFC 4180 and what banks write besides): a byte-order
// mark, CRLF or LF line ends, quoted cells with commas, line breaks and doubled quotes inside,
// lines of account details above the header. Plain TS: the server reads uploads with it and the
// admin's screen reads a file's header to offer its columns.

export type CsvRow = {
  /** The file's line the row starts on (1 is the first). */ line: number;
  cells: string[];
};

/** The cells of each row, quotes undone, with the line each starts on; blank lines left out. */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || (cells[0] ?? '').trim() !== '') rows.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i] as string;
    if (ch === '\r' && src[i + 1] === '\n') continue; // the '\n' ends the line
    const newLine = ch === '\n' || ch === '\r';
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += newLine ? '\n' : ch;
      if (newLine) line += 1;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (newLine) {
      endRow();
      line += 1;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** A column's name as it is compared: case and surrounding spaces do not matter. */
export const columnKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The header line: the first of the first lines that holds every needed column (a statement may
 * have the account's details above it). Null when none does.
 */
export function findHeader(
  rows: readonly CsvRow[],
  needed: readonly string[],
  lookAhead = 30,
): number | null {
  const want = needed.map(columnKey);
  for (let i = 0; i < Math.min(rows.length, lookAhead); i += 1) {
    const have = new Set((rows[i]?.cells ?? []).map(columnKey));
    if (want.every((w) => have.has(w))) return i;
  }
  return null;
}

const isDate = (y: number, m: number, d: number) => {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
};
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * A statement's date (DD/MM/YYYY as Indian banks write it, or YYYY-MM-DD; '-' and '.' also
 * separate, a time after it is ignored) as YYYY-MM-DD; null when it is not a date.
 */
export function parseStatementDate(text: string): string | null {
  const t = text.trim().split(/[\sT]/)[0] ?? '';
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isDate(y, mo, d) ? iso(y, mo, d) : null;
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const year = Number(m[3]);
    const [y, mo, d] = [m[3]?.length === 2 ? 2000 + year : year, Number(m[2]), Number(m[1])];
    return isDate(y, mo, d) ? iso(y, mo, d) : null;
  }
  return null;
}
