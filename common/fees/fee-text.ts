import { formatMoney } from './money.ts';

// The words the money calls answer with, shown as they are.

export const FEE_TEXT = {
  unknownInvoice: 'There is no such invoice',
  notDraft: 'This invoice is already issued; an issued invoice never changes (issue a credit note instead)',
  notIssued: 'Only an issued invoice can be paid or credited',
  notInvoice: 'A payment is recorded against an invoice, not a credit note',
  noLines: 'An invoice needs at least one line',
  overBalance: (balanceMinor: number, currency: string) =>
    `The payment is more than the balance of ${formatMoney(balanceMinor, currency)}`,
  paidInFull: 'This invoice is already paid in full',
  overCredit: (creditableMinor: number, currency: string) =>
    `A credit note can be for at most ${formatMoney(creditableMinor, currency)}, what is left of this invoice`,
  referenceNeeded: 'Enter the UPI or bank reference of the payment',
  referenceUsed: 'A payment with this reference is already recorded',
  paidInFuture: 'The payment date cannot be in the future',
  paidTooLongAgo: 'The payment date must be within the last year',
  reasonNeeded: 'Say why the credit note is issued',
  unknownEnrolment: 'There is no such enrolment',
  noPrice: (what: string) => `The price list has no price for ${what} yet: set it under Prices first`,
} as const;
