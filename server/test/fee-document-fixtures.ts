import type { InvoiceDocument, ReceiptDocument } from '../fees/documents/document-types.ts';

// Fee documents as the invoices and payments services hand them over, for the PDF and mail tests.

export const sampleSchool = {
  name: 'Harmony School of Music',
  address: '12 Example Street, Demo City',
  taxId: '22AAAAA0000A1Z5',
  upiId: 'harmony.demo1@exampleupi',
};

/** An invoice of one Quarter plan at 18% GST: 15,000.00 + 2,700.00 = 17,700.00, due a week after issue. */
export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'HSM/2026-27/0001',
    issueDate: '2027-03-14',
    dueDate: '2027-03-21',
    creditForNumber: null,
    school: sampleSchool,
    billedName: 'Asha Rao',
    billedEmail: 'asha@example.com',
    lines: [
      {
        description: 'Piano, Quarter plan (24 sessions)',
        quantity: 1,
        unitMinor: 1_500_000,
        amountMinor: 1_500_000,
      },
    ],
    currency: 'INR',
    subtotalMinor: 1_500_000,
    taxRateBp: 1800,
    taxMinor: 270_000,
    totalMinor: 1_770_000,
    note: null,
    ...overrides,
  };
}

/** An untaxed invoice (the school's default: no tax, no tax id). */
export function untaxedInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return sampleInvoice({
    school: { ...sampleSchool, taxId: null },
    taxRateBp: 0,
    taxMinor: 0,
    totalMinor: 1_500_000,
    ...overrides,
  });
}

/** A credit note refunding the invoice's untaxed price. */
export function sampleCreditNote(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return untaxedInvoice({
    kind: 'credit_note',
    number: 'HCN/2026-27/0002',
    issueDate: '2027-03-20',
    dueDate: null,
    creditForNumber: 'HSM/2026-27/0001',
    lines: [
      {
        description: 'Refund: Piano, Quarter plan (unused sessions)',
        quantity: 1,
        unitMinor: 500_000,
        amountMinor: 500_000,
      },
    ],
    subtotalMinor: 500_000,
    totalMinor: 500_000,
    ...overrides,
  });
}

/** A part payment of 5,000.00 by UPI against the 17,700.00 invoice, leaving 12,700.00. */
export function sampleReceipt(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    number: 'HRC/2026-27/0007',
    paidOn: '2027-03-16',
    school: sampleSchool,
    billedName: 'Asha Rao',
    invoiceNumber: 'HSM/2026-27/0001',
    amountMinor: 500_000,
    method: 'upi',
    reference: '4211 0098 1234',
    currency: 'INR',
    balanceMinor: 1_270_000,
    ...overrides,
  };
}
