import { PAYMENT_METHOD_LABELS } from '../../common/fees/fee-states.ts';
import { formatMoney } from '../../common/fees/money.ts';
import type { School } from '../../common/school.ts';
import type { MailAttachment } from '../db/schema.ts';
import type { InvoiceDocument, ReceiptDocument } from '../fees/documents/document-types.ts';
import { dateLabel, daysBetween } from '../fees/documents/document-words.ts';
import { invoicePdf, invoiceUpiLink } from '../fees/documents/invoice-pdf.ts';
import { receiptPdf } from '../fees/documents/receipt-pdf.ts';
import { dashboardLink } from './mail-links.ts';
import type { OutboxMail } from './outbox.ts';
import { documentFilename, pdfAttachment } from './pdf-attachment.ts';

// The mails of the school's fees (issue 44): an invoice, a credit note, a receipt and the reminder
// of an overdue invoice. Plain text, each with its document attached as the PDF the dashboard
// downloads, how to pay where something is owed, and the dashboard's link.

type Person = { email: string | null; firstName: string };

const money = (minor: number, currency: string) => formatMoney(minor, currency);

/**
 * A fee mail: the greeting, its paragraphs (each a list of lines, a blank line between), the
 * dashboard's link and whom to ask, with the document attached.
 */
function feeMail(
  school: School,
  to: Person,
  subject: string,
  paragraphs: string[][],
  attachment: MailAttachment,
): OutboxMail {
  return {
    to: to.email,
    subject,
    body: [
      [`Hello ${to.firstName},`],
      ...paragraphs,
      ['Your invoices, receipts and sessions are on your dashboard:', dashboardLink(school)],
      [`Questions about your fees? Write to ${school.emails.general} or call ${school.phones.primary}.`],
    ]
      .map((lines) => lines.join('\n'))
      .join('\n\n'),
    attachments: [attachment],
  };
}

const invoiceAttachment = async (doc: InvoiceDocument) =>
  pdfAttachment(
    documentFilename(doc.kind === 'credit_note' ? 'credit-note' : 'invoice', doc.number),
    await invoicePdf(doc),
  );

/**
 * How to pay `owedMinor` of the invoice: by UPI to the school's id with the invoice number as the
 * note (the PDF's code fills both in, but only for the whole total), or else at the school.
 */
function howToPay(school: School, doc: InvoiceDocument, owedMinor: number): string[] {
  if (!invoiceUpiLink(doc) || !doc.school.upiId) {
    return ['How to pay:', `Please pay at the school's desk, or ask us how: ${school.emails.general}.`];
  }
  const upi = `pay by UPI to ${doc.school.upiId} (${doc.school.name}) with the invoice number ${doc.number} as the note`;
  return owedMinor === doc.totalMinor
    ? [
        'How to pay:',
        `Scan the QR code in the attached PDF with any UPI app: it fills in the amount and the note. Or ${upi}.`,
      ]
    : [
        'How to pay:',
        `Please ${upi}, for ${money(owedMinor, doc.currency)}. (The QR code in the attached PDF is for the invoice's whole amount, ${money(doc.totalMinor, doc.currency)}.)`,
      ];
}

/** The invoice, issued: its amount, due date and how to pay. */
export async function invoiceMail(school: School, to: Person, doc: InvoiceDocument): Promise<OutboxMail> {
  return feeMail(
    school,
    to,
    `Invoice ${doc.number} from ${school.name}`,
    [
      [`Your invoice ${doc.number} from ${school.name} is attached as a PDF.`],
      [
        `Amount: ${money(doc.totalMinor, doc.currency)}`,
        ...(doc.dueDate ? [`Due by: ${dateLabel(doc.dueDate)}`] : []),
      ],
      howToPay(school, doc, doc.totalMinor),
    ],
    await invoiceAttachment(doc),
  );
}

/** A credit note: which invoice it corrects and what it credits. */
export async function creditNoteMail(school: School, to: Person, doc: InvoiceDocument): Promise<OutboxMail> {
  const invoice = doc.creditForNumber;
  return feeMail(
    school,
    to,
    `Credit note ${doc.number}${invoice ? ` for invoice ${invoice}` : ''} from ${school.name}`,
    [
      [
        `${school.name} has issued the credit note ${doc.number}${invoice ? `, which corrects your invoice ${invoice}` : ''}. It is attached as a PDF.`,
      ],
      [
        `Amount credited: ${money(doc.totalMinor, doc.currency)}`,
        ...(doc.note ? [`Reason: ${doc.note}`] : []),
      ],
    ],
    await invoiceAttachment(doc),
  );
}

/** A payment received: its receipt, and what is still owed on the invoice. */
export async function receiptMail(school: School, to: Person, doc: ReceiptDocument): Promise<OutboxMail> {
  const method = doc.reference.trim()
    ? `${PAYMENT_METHOD_LABELS[doc.method]}, reference ${doc.reference.trim()}`
    : PAYMENT_METHOD_LABELS[doc.method];
  return feeMail(
    school,
    to,
    `Receipt ${doc.number}: your payment for invoice ${doc.invoiceNumber}`,
    [
      [
        `Thank you: ${school.name} received ${money(doc.amountMinor, doc.currency)} for invoice ${doc.invoiceNumber} on ${dateLabel(doc.paidOn)} (${method}).`,
        doc.balanceMinor > 0
          ? `${money(doc.balanceMinor, doc.currency)} is still owed on the invoice.`
          : 'The invoice is paid in full.',
      ],
      [`Your receipt ${doc.number} is attached as a PDF.`],
    ],
    pdfAttachment(documentFilename('receipt', doc.number), await receiptPdf(doc)),
  );
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * The reminder of an invoice past its due date: what is still owed (`balanceMinor`) and for how
 * many days, on the school's date `today` (YYYY-MM-DD).
 */
export async function overdueReminderMail(
  school: School,
  to: Person,
  doc: InvoiceDocument,
  { balanceMinor, today }: { balanceMinor: number; today: string },
): Promise<OutboxMail> {
  if (!doc.dueDate) throw new RangeError(`invoice ${doc.number} has no due date`);
  const overdue = daysBetween(doc.dueDate, today);
  if (overdue <= 0 || balanceMinor <= 0) throw new RangeError(`invoice ${doc.number} is not overdue`);
  return feeMail(
    school,
    to,
    `Reminder: invoice ${doc.number} is ${days(overdue)} overdue`,
    [
      [
        `Your invoice ${doc.number} from ${school.name} was due on ${dateLabel(doc.dueDate)}, ${days(overdue)} ago, and ${money(balanceMinor, doc.currency)} of it is still owed.`,
        balanceMinor < doc.totalMinor
          ? `Thank you for what you have paid of the ${money(doc.totalMinor, doc.currency)}.`
          : `The invoice is for ${money(doc.totalMinor, doc.currency)}.`,
      ],
      howToPay(school, doc, balanceMinor),
      [
        'If you paid in the last few days, thank you: the school records payments by hand, and your receipt follows.',
      ],
    ],
    await invoiceAttachment(doc),
  );
}
