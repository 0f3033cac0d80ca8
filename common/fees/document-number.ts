import { DateTime } from 'luxon';

// Invoice, credit note and receipt numbers: PREFIX/2026-27/0001, counted per financial year
// (April to March on the school's clock), at most 16 characters.

export const NUMBER_MAX_LENGTH = 16;

/** The financial year a school date (YYYY-MM-DD) falls in: '2026-27' from 1 April 2026 to 31 March 2027. */
export function financialYearOf(schoolDate: string): string {
  const [year = 0, month = 0] = schoolDate.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The financial year of an instant, on the school's clock. */
export function financialYearAt(instant: Date, timeZone: string): string {
  return financialYearOf(DateTime.fromJSDate(instant, { zone: timeZone }).toISODate() ?? '');
}

/** A document's number: 'HSM/2026-27/0001'; more than 9999 in a year widens the count. */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(4, '0')}`;
}
