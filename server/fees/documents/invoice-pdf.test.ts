import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeQrCodes } from '../../test/decode-qr.ts';
import {
  sampleCreditNote,
  sampleInvoice,
  sampleSchool,
  untaxedInvoice,
} from '../../test/fee-document-fixtures.ts';
import { openPdf, pdfPages } from '../../test/read-pdf.ts';
import { invoicePdf } from './invoice-pdf.ts';

const EXPECTED_UPI =
  'upi://pay?pa=harmony.demo1@exampleupi&pn=Harmony%20School%20of%20Music&am=17700.00&cu=INR&tn=HSM/2026-27/0001';

describe('the invoice PDF', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints the school, the number, the dates, who is billed, the lines, the tax and the total', async () => {
    const [page, ...more] = await pdfPages(await invoicePdf(sampleInvoice()));
    expect(more).toEqual([]);
    expect(page).toEqual(
      expect.arrayContaining([
        'Harmony School of Music',
        '12 Example Street, Demo City',
        'GSTIN 22AAAAA0000A1Z5',
        'Invoice',
        'Invoice number HSM/2026-27/0001',
        'Issue date 14 Mar 2027',
        'Due date 21 Mar 2027',
        'Billed to',
        'Asha Rao',
        'asha@example.com',
        'Description Qty Unit price Amount',
        'Piano, Quarter plan (24 sessions) 1 INR 15,000.00 INR 15,000.00',
        'Subtotal INR 15,000.00',
        'GST 18% INR 2,700.00',
        'Total INR 17,700.00',
        'Pay by UPI',
        'Invoice HSM/2026-27/0001 · Page 1 of 1',
      ]),
    );
  });

  it('is an A4 page', async () => {
    const pdf = await openPdf(await invoicePdf(sampleInvoice()));
    expect((await pdf.getPage(1)).view).toEqual([0, 0, 595.28, 841.89]);
    await pdf.destroy();
  });

  it('carries a UPI QR code of exactly the total with the invoice number as the note', async () => {
    expect(await decodeQrCodes(await invoicePdf(sampleInvoice()))).toEqual([EXPECTED_UPI]);
    const partial = sampleInvoice({ number: 'HSM/2026-27/0042', totalMinor: 123_456 });
    expect(await decodeQrCodes(await invoicePdf(partial))).toEqual([
      'upi://pay?pa=harmony.demo1@exampleupi&pn=Harmony%20School%20of%20Music&am=1234.56&cu=INR&tn=HSM/2026-27/0042',
    ]);
  });

  it('says how to pay by UPI beside the code', async () => {
    const text = (await pdfPages(await invoicePdf(sampleInvoice()))).flat().join(' ');
    expect(text).toContain(
      'Scan this code with any UPI app to pay INR 17,700.00 to harmony.demo1@exampleupi (Harmony School of Music), with the invoice number HSM/2026-27/0001 as the note.',
    );
    expect(text).toContain('Please pay by 21 Mar 2027.');
  });

  it('has no tax line and no tax id when the school charges no tax', async () => {
    const [page = []] = await pdfPages(await invoicePdf(untaxedInvoice()));
    expect(page.filter((line) => /GST|Tax/.test(line))).toEqual([]);
    expect(page).toEqual(expect.arrayContaining(['Subtotal INR 15,000.00', 'Total INR 15,000.00']));
  });

  it('offers no QR code without the school’s UPI id', async () => {
    const bytes = await invoicePdf(sampleInvoice({ school: { ...sampleSchool, upiId: null } }));
    expect(await decodeQrCodes(bytes)).toEqual([null]);
    expect((await pdfPages(bytes)).flat()).not.toContain('Pay by UPI');
  });

  it('names the invoice a credit note corrects, and asks for no payment', async () => {
    const bytes = await invoicePdf(sampleCreditNote());
    const [page = []] = await pdfPages(bytes);
    expect(page).toEqual(
      expect.arrayContaining([
        'Credit note',
        'Credit note number HCN/2026-27/0002',
        'Corrects invoice HSM/2026-27/0001',
        'This credit note corrects invoice HSM/2026-27/0001.',
        'Issue date 20 Mar 2027',
        'Total INR 5,000.00',
      ]),
    );
    expect(page.some((line) => line.startsWith('Due date'))).toBe(false);
    expect(page).not.toContain('Pay by UPI');
    expect(await decodeQrCodes(bytes)).toEqual([null]);
  });

  it('is the same file when made again later, dated by its issue date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-14T09:00:00Z'));
    const first = await invoicePdf(sampleInvoice());
    vi.setSystemTime(new Date('2029-11-02T17:45:00Z'));
    const again = await invoicePdf(sampleInvoice());
    vi.useRealTimers();
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const pdf = await openPdf(first);
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({
      Title: 'Invoice HSM/2026-27/0001',
      Author: 'Harmony School of Music',
      CreationDate: 'D:20270314000000Z',
      ModDate: 'D:20270314000000Z',
    });
    await pdf.destroy();
  });

  it('wraps a long description within its column', async () => {
    const description =
      'Piano lessons, Certification plan (48 sessions over 12 months), with the theory workbook, the grade exam fee and the recital in the school hall';
    const doc = sampleInvoice({
      lines: [{ description, quantity: 1, unitMinor: 1_500_000, amountMinor: 1_500_000 }],
    });
    const [page = []] = await pdfPages(await invoicePdf(doc));
    const start = page.findIndex((line) => line.startsWith('Piano lessons'));
    expect(page[start]).toBe(
      'Piano lessons, Certification plan (48 sessions over 12 1 INR 15,000.00 INR 15,000.00',
    );
    expect(page.slice(start + 1, start + 3)).toEqual([
      'months), with the theory workbook, the grade exam fee',
      'and the recital in the school hall',
    ]);
  });

  it('flows many lines onto a second page with the table’s head again, the total and the code at the end', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({
      description: `Lesson ${i + 1}, Vocal (Hindustani)`,
      quantity: 1,
      unitMinor: 40_000,
      amountMinor: 40_000,
    }));
    const doc = untaxedInvoice({ lines, subtotalMinor: 1_800_000, totalMinor: 1_800_000 });
    const bytes = await invoicePdf(doc);
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(2);
    const [first = [], second = []] = pages;
    expect(second.slice(0, 2)).toEqual([
      'Harmony School of Music · Invoice HSM/2026-27/0001 (continued)',
      'Description Qty Unit price Amount',
    ]);
    const rows = pages.flat().filter((line) => line.startsWith('Lesson '));
    expect(rows).toHaveLength(45);
    expect(rows[44]).toBe('Lesson 45, Vocal (Hindustani) 1 INR 400.00 INR 400.00');
    expect(first).not.toContain('Total INR 18,000.00');
    expect(second).toContain('Total INR 18,000.00');
    expect(first).toContain('Invoice HSM/2026-27/0001 · Page 1 of 2');
    expect(second).toContain('Invoice HSM/2026-27/0001 · Page 2 of 2');
    expect(await decodeQrCodes(bytes)).toEqual([
      null,
      'upi://pay?pa=harmony.demo1@exampleupi&pn=Harmony%20School%20of%20Music&am=18000.00&cu=INR&tn=HSM/2026-27/0001',
    ]);
  });

  it('replaces what the standard font cannot print, and the code still carries the exact names', async () => {
    const doc = sampleInvoice({
      school: { ...sampleSchool, name: 'संगीत Śala' },
      billedName: 'प्रिया Şahin',
      lines: [
        { description: 'Ṣrī Rāgam — Café 🎵', quantity: 1, unitMinor: 1_500_000, amountMinor: 1_500_000 },
      ],
    });
    const bytes = await invoicePdf(doc);
    const [page = []] = await pdfPages(bytes);
    expect(page).toEqual(
      expect.arrayContaining(['??? Sala', '?? Sahin', 'Sri Ragam — Café ? 1 INR 15,000.00 INR 15,000.00']),
    );
    const [qr] = await decodeQrCodes(bytes);
    expect(new URLSearchParams(qr?.slice('upi://pay?'.length)).get('pn')).toBe('संगीत Śala');
  });
});
