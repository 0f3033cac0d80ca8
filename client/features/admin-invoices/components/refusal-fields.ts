import { FEE_TEXT } from '../../../../common/fees/fee-text.ts';
import { AMOUNT_TEXT } from '../../../../common/fees/money.ts';

// Which field a refusal of the money calls is about, by the server's words, so the form shows it
// under that field; a refusal of none shows above the form.

const amountWords = [
  AMOUNT_TEXT.notAmount,
  AMOUNT_TEXT.negative,
  AMOUNT_TEXT.tooLarge,
  'The amount must be a whole number',
  'The amount can have at most',
  'The payment is more than the balance',
  'A credit note can be for at most',
  FEE_TEXT.paidInFull,
  'Enter the amount',
];

const startsWithAny = (message: string, words: readonly string[]) => words.some((w) => message.startsWith(w));

export function paymentFieldOf(message: string): 'amount' | 'reference' | 'paidOn' | null {
  if (startsWithAny(message, amountWords)) return 'amount';
  if (startsWithAny(message, [FEE_TEXT.referenceNeeded, FEE_TEXT.referenceUsed, 'The reference']))
    return 'reference';
  if (startsWithAny(message, [FEE_TEXT.paidInFuture, FEE_TEXT.paidTooLongAgo, 'Enter the date it was paid']))
    return 'paidOn';
  return null;
}

export function creditNoteFieldOf(message: string): 'amount' | 'reason' | null {
  if (startsWithAny(message, amountWords)) return 'amount';
  if (startsWithAny(message, [FEE_TEXT.reasonNeeded, 'Enter the reason', 'The reason'])) return 'reason';
  return null;
}
