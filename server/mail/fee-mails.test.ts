import { describe, expect, it } from 'vitest';
import { schoolSettingsSchema, toSchool } from '../../common/school.ts';
import { decodeQrCodes } from '../test/decode-qr.ts';
import {
  sampleCreditNote,
  sampleInvoice,
  sampleReceipt,
  sampleSchool,
} from '../test/fee-document-fixtures.ts';
import { pdfPages } from '../test/read-pdf.ts';
import { creditNoteMail, invoiceMail, overdueReminderMail, receiptMail } from './fee-mails.ts';
import type { OutboxMail } from './outbox.ts';

const school = toSchool(schoolSettingsSchema.parse({ SCHOOL_SITE_URL: 'https://school.example.com' }));
const asha = { email: 'asha@example.com', firstName: 'Asha' };

/** The mail's one attachment, as the file the recipient saves. */
function attachedPdf(mail: OutboxMail) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments ?? [];
  expect(file).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
  return { filename: file?.filename, bytes: new Uint8Array(Buffer.from(file?.content ?? '', 'base64')) };
}

describe('the invoice mail', () => {
  it('names the invoice, its amount and due date, how to pay by UPI, and the dashboard', async () => {
    const mail = await invoiceMail(school, asha, sampleInvoice());
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Invoice HSM/2026-27/0001 from Harmony School of Music');
    expect(mail.body).toContain('Hello Asha,');
    expect(mail.body).toContain('Amount: ₹17,700.00');
    expect(mail.body).toContain('Due by: 21 Mar 2027');
    expect(mail.body).toContain(
      'Scan the QR code in the attached PDF with any UPI app: it fills in the amount and the note. Or pay by UPI to harmony.demo1@exampleupi (Harmony School of Music) with the invoice number HSM/2026-27/0001 as the note.',
    );
    expect(mail.body).toContain('https://school.example.com/dashboard');
  });

  it('attaches the invoice PDF with its payment code', async () => {
    const { filename, bytes } = attachedPdf(await invoiceMail(school, asha, sampleInvoice()));
    expect(filename).toBe('invoice-HSM-2026-27-0001.pdf');
    expect((await pdfPages(bytes)).flat()).toContain('Invoice number HSM/2026-27/0001');
    expect(await decodeQrCodes(bytes)).toEqual([
      'upi://pay?pa=harmony.demo1@exampleupi&pn=Harmony%20School%20of%20Music&am=17700.00&cu=INR&tn=HSM/2026-27/0001',
    ]);
  });

  it('asks for payment at the school when it has no UPI id', async () => {
    const mail = await invoiceMail(school, asha, sampleInvoice({ school: { ...sampleSchool, upiId: null } }));
    expect(mail.body).toContain("Please pay at the school's desk, or ask us how: info@example.com.");
    expect(mail.body).not.toContain('QR code');
  });
});

describe('the credit note mail', () => {
  it('names the invoice it corrects and the amount credited, with the credit note attached', async () => {
    const mail = await creditNoteMail(
      school,
      asha,
      sampleCreditNote({ note: 'Two lessons the school cancelled' }),
    );
    expect(mail.subject).toBe(
      'Credit note HCN/2026-27/0002 for invoice HSM/2026-27/0001 from Harmony School of Music',
    );
    expect(mail.body).toContain(
      'Harmony School of Music has issued the credit note HCN/2026-27/0002, which corrects your invoice HSM/2026-27/0001. It is attached as a PDF.',
    );
    expect(mail.body).toContain('Amount credited: ₹5,000.00');
    expect(mail.body).toContain('Reason: Two lessons the school cancelled');
    expect(mail.body).not.toContain('How to pay');
    const { filename, bytes } = attachedPdf(mail);
    expect(filename).toBe('credit-note-HCN-2026-27-0002.pdf');
    expect((await pdfPages(bytes)).flat()).toContain('Corrects invoice HSM/2026-27/0001');
  });
});

describe('the receipt mail', () => {
  it('thanks for the amount, names the invoice and method, says what is still owed, and attaches the receipt', async () => {
    const mail = await receiptMail(school, asha, sampleReceipt());
    expect(mail.subject).toBe('Receipt HRC/2026-27/0007: your payment for invoice HSM/2026-27/0001');
    expect(mail.body).toContain(
      'Thank you: Harmony School of Music received ₹5,000.00 for invoice HSM/2026-27/0001 on 16 Mar 2027 (UPI, reference 4211 0098 1234).',
    );
    expect(mail.body).toContain('₹12,700.00 is still owed on the invoice.');
    const { filename, bytes } = attachedPdf(mail);
    expect(filename).toBe('receipt-HRC-2026-27-0007.pdf');
    expect((await pdfPages(bytes)).flat()).toContain('Balance remaining INR 12,700.00');
  });

  it('says the invoice is paid in full when nothing is left', async () => {
    const mail = await receiptMail(
      school,
      asha,
      sampleReceipt({ amountMinor: 1_770_000, balanceMinor: 0, method: 'cash', reference: '' }),
    );
    expect(mail.body).toContain(
      'received ₹17,700.00 for invoice HSM/2026-27/0001 on 16 Mar 2027 (Cash at the desk).',
    );
    expect(mail.body).toContain('The invoice is paid in full.');
  });
});

describe('the overdue reminder', () => {
  it('says what is still owed and for how many days, with the invoice attached', async () => {
    const mail = await overdueReminderMail(school, asha, sampleInvoice(), {
      balanceMinor: 1_770_000,
      today: '2027-03-24',
    });
    expect(mail.subject).toBe('Reminder: invoice HSM/2026-27/0001 is 3 days overdue');
    expect(mail.body).toContain(
      'Your invoice HSM/2026-27/0001 from Harmony School of Music was due on 21 Mar 2027, 3 days ago, and ₹17,700.00 of it is still owed.',
    );
    expect(mail.body).toContain('Scan the QR code in the attached PDF');
    expect(attachedPdf(mail).filename).toBe('invoice-HSM-2026-27-0001.pdf');
  });

  it('after a part payment asks for the rest by UPI, not by the code for the whole amount', async () => {
    const mail = await overdueReminderMail(school, asha, sampleInvoice(), {
      balanceMinor: 1_270_000,
      today: '2027-04-01',
    });
    expect(mail.subject).toBe('Reminder: invoice HSM/2026-27/0001 is 11 days overdue');
    expect(mail.body).toContain('₹12,700.00 of it is still owed');
    expect(mail.body).toContain(
      "Please pay by UPI to harmony.demo1@exampleupi (Harmony School of Music) with the invoice number HSM/2026-27/0001 as the note, for ₹12,700.00. (The QR code in the attached PDF is for the invoice's whole amount, ₹17,700.00.)",
    );
    expect(mail.body).not.toContain('Scan the QR code');
  });

  it('counts one day in the singular, and refuses an invoice not yet overdue', async () => {
    const one = await overdueReminderMail(school, asha, sampleInvoice(), {
      balanceMinor: 100,
      today: '2027-03-22',
    });
    expect(one.subject).toBe('Reminder: invoice HSM/2026-27/0001 is 1 day overdue');
    await expect(
      overdueReminderMail(school, asha, sampleInvoice(), { balanceMinor: 100, today: '2027-03-21' }),
    ).rejects.toThrow('is not overdue');
  });
});
