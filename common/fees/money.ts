// Money as integer minor units (paise for INR), never a float. The one rounding rule: tax is
// taken once per invoice on its subtotal, rounded half up to the minor unit.

/** Minor units in one major unit of a currency (100 for INR; 1 for JPY). */
export function minorPerMajor(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** Tax on a subtotal at a rate in basis points (1800 = 18%), rounded half up (exact in integers). */
export function taxOf(subtotalMinor: number, rateBp: number): number {
  if (!Number.isSafeInteger(subtotalMinor) || !Number.isInteger(rateBp) || rateBp < 0) {
    throw new RangeError('tax needs an integer subtotal and a non-negative whole rate');
  }
  const sign = subtotalMinor < 0 ? -1 : 1;
  const product = Math.abs(subtotalMinor) * rateBp;
  return sign * Math.floor((product + 5000) / 10_000);
}

/**
 * The net part of an amount that includes tax at `rateBp` (a credit note's amount): the nearest
 * subtotal whose total by the one rule (subtotal + taxOf) is not above the amount; the tax is the rest.
 */
export function netOf(grossMinor: number, rateBp: number): number {
  const divisor = 10_000 + rateBp;
  let net = Math.floor((grossMinor * 10_000 + Math.floor(divisor / 2)) / divisor);
  if (net + taxOf(net, rateBp) > grossMinor) net -= 1;
  return net;
}

export type LineAmount = { quantity: number; unitMinor: number };
export type Totals = { subtotalMinor: number; taxMinor: number; totalMinor: number };

/** An invoice's subtotal, tax and total from its lines and the school's tax rate. */
export function invoiceTotals(lines: readonly LineAmount[], rateBp: number): Totals {
  const subtotalMinor = lines.reduce((sum, l) => sum + l.quantity * l.unitMinor, 0);
  const taxMinor = taxOf(subtotalMinor, rateBp);
  return { subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor };
}

/** The largest amount the database keeps in one figure (a 32-bit integer of minor units). */
export const MAX_MINOR = 2_147_483_647;

export const AMOUNT_TEXT = {
  notAmount: 'Enter an amount in figures, such as 1500 or 1,500.50',
  negative: 'The amount must be more than zero',
  tooPrecise: (digits: number) =>
    digits === 0
      ? 'The amount must be a whole number'
      : `The amount can have at most ${digits} decimal places`,
  tooLarge: 'The amount is too large',
} as const;

/**
 * What a person typed as an amount ("1,500.50", "1500", "₹ 1,500"), in minor units; or the
 * message that says what is wrong. Zero is allowed only where `allowZero` (a free price).
 */
export function parseAmount(
  text: string,
  currency: string,
  { allowZero = false } = {},
): { ok: true; minor: number } | { ok: false; message: string } {
  const cleaned = text
    .trim()
    .replace(/^[^\d\-+.]+/, '')
    .replace(/[,\s]/g, '');
  if (cleaned.startsWith('-')) return { ok: false, message: AMOUNT_TEXT.negative };
  const match = /^\+?(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, message: AMOUNT_TEXT.notAmount };
  const per = minorPerMajor(currency);
  const digits = Math.round(Math.log10(per));
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return { ok: false, message: AMOUNT_TEXT.tooPrecise(digits) };
  const whole = match[1] ?? '0';
  if (whole.length > 12) return { ok: false, message: AMOUNT_TEXT.tooLarge };
  const minor = Number(whole) * per + Number(fraction.padEnd(digits, '0') || '0');
  if (minor > MAX_MINOR) return { ok: false, message: AMOUNT_TEXT.tooLarge };
  if (minor === 0 && !allowZero) return { ok: false, message: AMOUNT_TEXT.negative };
  return { ok: true, minor };
}

/** An amount as people read it: "₹1,500.00" (en-IN grouping for INR: ₹1,50,000.00). */
export function formatMoney(minor: number, currency: string): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minor / minorPerMajor(currency),
  );
}

/** An amount with the currency's code ("INR 1,500.00"): for PDFs, whose standard fonts lack ₹. */
export function formatMoneyCode(minor: number, currency: string): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en';
  const per = minorPerMajor(currency);
  const digits = Math.round(Math.log10(per));
  const figure = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / per);
  return `${currency} ${figure}`;
}

/** An amount as a plain figure in major units ("1500.50"): for CSV files and the UPI link. */
export function plainAmount(minor: number, currency: string): string {
  const per = minorPerMajor(currency);
  const digits = Math.round(Math.log10(per));
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / per);
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(abs % per).padStart(digits, '0')}`;
}

/**
 * A total split in proportion to weights, exactly (largest remainder): the parts always add up to
 * the total, to the minor unit. Used to share a payment among an invoice's course lines.
 */
export function splitProportionally(totalMinor: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? totalMinor : 0));
  const sign = totalMinor < 0 ? -1 : 1;
  const total = Math.abs(totalMinor);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => sign * p);
}
