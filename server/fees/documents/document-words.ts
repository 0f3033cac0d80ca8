// The words and figures the fee documents and their mails print, the same in both.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A school date (YYYY-MM-DD) as people read it: '14 Mar 2027'. */
export function dateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`not a date: ${date}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** Whole days from one school date to a later one (negative when it is earlier). */
export function daysBetween(from: string, to: string): number {
  const day = (date: string) => {
    dateLabel(date);
    return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  };
  return Math.round(day(to) - day(from));
}

/** A rate in basis points as a percentage: 1800 -> '18%', 1250 -> '12.5%'. */
export const rateLabel = (rateBp: number) => `${Number((rateBp / 100).toFixed(2))}%`;

/** The tax's line on an invoice: 'GST 18%' in India, 'Tax 18%' elsewhere. */
export const taxLabel = (rateBp: number, currency: string) =>
  `${currency === 'INR' ? 'GST' : 'Tax'} ${rateLabel(rateBp)}`;

/**
 * The school's tax id as printed: as set when it names its kind ('GSTIN 22AAAAA0000A1Z5',
 * 'VAT: GB123'); otherwise 'GSTIN <id>' in India and 'Tax id <id>' elsewhere.
 */
export function taxIdLine(taxId: string, currency: string): string {
  const id = taxId.trim();
  if (/^[A-Za-z]+(?:\s*:\s*|\s+)\S/.test(id)) return id;
  return `${currency === 'INR' ? 'GSTIN' : 'Tax id'} ${id}`;
}
