import { plainAmount } from '../../../common/fees/money.ts';

// The NPCI UPI deep link (`upi://pay`) an invoice's QR code carries: a payment app opens it with
// the payee, the exact amount and the invoice number as its note filled in.

export type UpiPayment = {
  /** The payee's UPI id (VPA), e.g. harmony@examplebank. */
  payeeVpa: string;
  payeeName: string;
  amountMinor: number;
  currency: string;
  /** The transaction note: the invoice number. */
  note: string;
};

/**
 * A query value percent-encoded (UTF-8, RFC 3986). '@' and '/' are left as they are, as NPCI's
 * examples print them (`pa=name@bank`) and a query allows them; '&', '=', '+', '#', '%' and
 * spaces are always encoded.
 */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replaceAll('%40', '@').replaceAll('%2F', '/');

/** `upi://pay?pa=..&pn=..&am=..&cu=..&tn=..` for exactly this amount (major units, e.g. 1500.00). */
export function upiLink({ payeeVpa, payeeName, amountMinor, currency, note }: UpiPayment): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError('a UPI payment needs a whole positive amount in minor units');
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(payeeVpa)) throw new RangeError(`not a UPI id: ${payeeVpa}`);
  const fields: [string, string][] = [
    ['pa', payeeVpa],
    ['pn', payeeName],
    ['am', plainAmount(amountMinor, currency)],
    ['cu', currency],
    ['tn', note],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&')}`;
}
