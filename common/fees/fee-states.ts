// The words of the school's money and admissions (issue 44), shared by the schema, the server and
// the client: application states, enrolment changes, invoice kinds, payment methods.

/** Where an application stands; 'new' until the admin acts on it. */
export const APPLICATION_STATES = ['new', 'contacted', 'accepted', 'waitlisted', 'declined'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** What happened to an enrolment, kept in its history. */
export const ENROLMENT_ACTIONS = ['created', 'extended', 'ended', 'renewal_offered', 'expired'] as const;
export type EnrolmentAction = (typeof ENROLMENT_ACTIONS)[number];

/** An invoice, or a credit note that corrects or refunds one (each with its own number). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** A draft (a renewal offer the admin has not confirmed) has no number and may change; issued never does. */
export const INVOICE_STATUSES = ['draft', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The numbered documents, each counted on its own per financial year. */
export const DOCUMENT_KINDS = ['invoice', 'credit_note', 'receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const PAYMENT_METHODS = ['upi', 'bank', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  bank: 'Bank transfer',
  cash: 'Cash at the desk',
};

/** Every change of money, in the money log. */
export const MONEY_ACTIONS = [
  'price_set',
  'invoice_drafted',
  'invoice_issued',
  'credit_note_issued',
  'payment_recorded',
  'draft_discarded',
] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];
