import { describe, expect, it } from 'vitest';
import { decodeQrCodes } from '../../test/decode-qr.ts';
import { sampleReceipt } from '../../test/fee-document-fixtures.ts';
import { pdfPages } from '../../test/read-pdf.ts';
import { receiptPdf } from './receipt-pdf.ts';

describe('the receipt PDF', () => {
  it('prints the receipt’s number and date, who paid, for which invoice, the amount, method and balance', async () => {
    const [page, ...more] = await pdfPages(await receiptPdf(sampleReceipt()));
    expect(more).toEqual([]);
    expect(page).toEqual(
      expect.arrayContaining([
        'Harmony School of Music',
        'GSTIN 22AAAAA0000A1Z5',
        'Receipt',
        'Receipt number HRC/2026-27/0007',
        'Paid on 16 Mar 2027',
        'Received from',
        'Asha Rao',
        'For invoice HSM/2026-27/0001',
        'Amount received INR 5,000.00',
        'Method UPI (ref 4211 0098 1234)',
        'Balance remaining INR 12,700.00',
        'Receipt HRC/2026-27/0007 · Page 1 of 1',
      ]),
    );
  });

  it('says paid in full when nothing is left, and names a method without a reference alone', async () => {
    const doc = sampleReceipt({ amountMinor: 1_770_000, balanceMinor: 0, method: 'cash', reference: '' });
    const [page = []] = await pdfPages(await receiptPdf(doc));
    expect(page).toEqual(
      expect.arrayContaining([
        'Amount received INR 17,700.00',
        'Method Cash at the desk',
        'Balance remaining Paid in full',
      ]),
    );
  });

  it('carries no payment code', async () => {
    expect(await decodeQrCodes(await receiptPdf(sampleReceipt()))).toEqual([null]);
  });

  it('is the same file when made again', async () => {
    const first = await receiptPdf(sampleReceipt());
    const again = await receiptPdf(sampleReceipt());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });
});
