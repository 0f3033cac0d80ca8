import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { AMOUNT_TEXT } from '../../../common/fees/money.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { admissionApplications, invoices, mailOutbox, moneyLog, payments } from '../../db/schema.ts';
import { expectAdminOnly, insertApplication, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { pdfPages } from '../../test/read-pdf.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { UserWithEmail } from '../auth/auth.service.ts';

const ZONE = 'Asia/Kolkata';
const INVOICES = '/api/admin/invoices';

describe('admin invoice routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: ZONE });
  let admin: string;
  let student: UserWithEmail;

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.database.db);
    student = await createTestUser(t.database.db, 'student', { firstName: 'Meera' });
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const newInvoice = async (
    over: { studentId?: number; issue?: boolean; unitAmount?: string; quantity?: number } = {},
  ) => {
    const res = await call('POST', INVOICES, {
      studentId: over.studentId ?? student.id,
      lines: [
        {
          description: 'Piano/Keyboard - Quarter Course',
          quantity: over.quantity ?? 1,
          unitAmount: over.unitAmount ?? '15,000',
        },
      ],
      issue: over.issue ?? true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Invoice;
  };

  const mailsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
  const countOf = async (table: typeof payments | typeof moneyLog | typeof mailOutbox) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const pay = (
    id: number,
    body: Partial<{ amount: string; method: string; reference: string; paidOn: string }>,
  ) =>
    call('POST', `${INVOICES}/${id}/payments`, {
      amount: '1000',
      method: 'upi',
      reference: `UPI${Math.random().toString().slice(2, 12)}`,
      paidOn: schoolDate(ZONE),
      ...body,
    });

  it('refuses visitors (401) and teachers and students (403) on every call', async () => {
    const invoice = await newInvoice();
    const id = invoice.id;
    const paid = (await pay(id, {})).json().Payment.id;
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: INVOICES },
      { method: 'POST', url: INVOICES, payload: { studentId: student.id, lines: [] } },
      { method: 'GET', url: `${INVOICES}/${id}` },
      { method: 'PATCH', url: `${INVOICES}/${id}`, payload: { lines: [] } },
      { method: 'DELETE', url: `${INVOICES}/${id}` },
      { method: 'POST', url: `${INVOICES}/${id}/issue` },
      { method: 'POST', url: `${INVOICES}/${id}/payments`, payload: { amount: '1' } },
      { method: 'POST', url: `${INVOICES}/${id}/credit-notes`, payload: { amount: '1' } },
      { method: 'GET', url: `${INVOICES}/${id}/pdf` },
      { method: 'GET', url: `/api/admin/payments/${paid}/receipt.pdf` },
    ]);
  });

  it('issues an invoice at once: numbered, due by the policy, mailed with its PDF, downloadable', async () => {
    const invoice = await newInvoice({ unitAmount: '7,500.50', quantity: 2 });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'issued',
      totalMinor: 1_500_100,
      paidMinor: 0,
      balanceMinor: 1_500_100,
      overdue: false,
      issueDate: schoolDate(ZONE),
      lines: [
        {
          description: 'Piano/Keyboard - Quarter Course',
          quantity: 2,
          unitMinor: 750_050,
          amountMinor: 1_500_100,
        },
      ],
    });
    expect(invoice.number).toMatch(/^HSM\/\d{4}-\d\d\/\d{4}$/);
    expect(invoice.log.map((e: { action: string }) => e.action)).toEqual([
      'invoice_drafted',
      'invoice_issued',
    ]);

    const mail = (await mailsTo(student.email)).find((m) => m.subject.includes(invoice.number));
    expect(mail?.subject).toBe(`Invoice ${invoice.number} from ${t.config.school.name}`);
    expect(mail?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });

    const pdf = await call('GET', `${INVOICES}/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice-HSM-\d{4}-\d\d-\d{4}\.pdf"/,
    );
    const text = (await pdfPages(new Uint8Array(pdf.rawPayload))).flat().join('\n');
    expect(text).toContain(invoice.number);
    expect(text).toContain('INR 15,001.00');
  });

  it('keeps a draft unnumbered, changes it, issues it (mailed then) or discards another', async () => {
    const draft = await newInvoice({ issue: false });
    expect(draft).toMatchObject({ status: 'draft', number: null, dueDate: null });
    expect((await call('GET', `${INVOICES}/${draft.id}/pdf`)).statusCode).toBe(404);
    const before = (await mailsTo(student.email)).length;

    const edited = await call('PATCH', `${INVOICES}/${draft.id}`, {
      lines: [
        { description: 'Guitar - Crash Course', quantity: 1, unitAmount: '5000' },
        { description: 'Books', quantity: 2, unitAmount: '250.25' },
      ],
      note: 'Renewal',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Invoice).toMatchObject({ totalMinor: 550_050, note: 'Renewal', status: 'draft' });
    expect((await mailsTo(student.email)).length).toBe(before);

    const issued = await call('POST', `${INVOICES}/${draft.id}/issue`);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().Invoice.number).toMatch(/^HSM\//);
    expect((await mailsTo(student.email)).length).toBe(before + 1);

    const again = await call('PATCH', `${INVOICES}/${draft.id}`, {
      lines: [{ description: 'x', quantity: 1, unitAmount: '1' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FEE_TEXT.notDraft);
    expect((await call('POST', `${INVOICES}/${draft.id}/issue`)).json().error).toBe(FEE_TEXT.notDraft);
    expect((await call('DELETE', `${INVOICES}/${draft.id}`)).statusCode).toBe(409);

    const other = await newInvoice({ issue: false });
    expect((await call('DELETE', `${INVOICES}/${other.id}`)).json()).toEqual({ result: true });
    expect((await call('GET', `${INVOICES}/${other.id}`)).statusCode).toBe(404);
  });

  it('refuses a line whose amount it cannot read, naming the line, and a person who is not a student', async () => {
    const lines = [
      { description: 'Lessons', quantity: 1, unitAmount: '100' },
      { description: 'Books', quantity: 1, unitAmount: '1.005' },
    ];
    const bad = await call('POST', INVOICES, { studentId: student.id, lines, issue: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(`Line 2: ${AMOUNT_TEXT.tooPrecise(2)}`);
    const teacher = await createTestUser(t.database.db, 'teacher');
    const notStudent = await call('POST', INVOICES, { studentId: teacher.id, lines: [lines[0]] });
    expect(notStudent.json().error).toBe('Please choose a student');
    const noEnrolment = await call('POST', INVOICES, {
      studentId: student.id,
      enrolmentId: 999_999,
      lines: [lines[0]],
    });
    expect(noEnrolment.json().error).toBe(FEE_TEXT.unknownEnrolment);
  });

  it('answers 404 for an invoice or payment that does not exist', async () => {
    const missing = `${INVOICES}/999999`;
    for (const [method, url, body] of [
      ['GET', missing],
      ['PATCH', missing, { lines: [{ description: 'x', quantity: 1, unitAmount: '1' }] }],
      ['DELETE', missing],
      ['POST', `${missing}/issue`],
      ['POST', `${missing}/payments`, { amount: '1', method: 'cash', paidOn: schoolDate(ZONE) }],
      ['POST', `${missing}/credit-notes`, { amount: '1', reason: 'Typo' }],
      ['GET', `${missing}/pdf`],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe(FEE_TEXT.unknownInvoice);
    }
    expect((await call('GET', '/api/admin/payments/999999/receipt.pdf')).statusCode).toBe(404);
  });

  it('refuses a payment over the balance, negative, too precise or not a figure, changing nothing', async () => {
    const invoice = await newInvoice({ unitAmount: '1000' });
    const before = await Promise.all([countOf(payments), countOf(moneyLog), countOf(mailOutbox)]);
    for (const [amount, status, message] of [
      ['1000.01', 409, FEE_TEXT.overBalance(100_000, 'INR')],
      ['-5', 400, AMOUNT_TEXT.negative],
      ['1.005', 400, AMOUNT_TEXT.tooPrecise(2)],
      ['abc', 400, AMOUNT_TEXT.notAmount],
    ] as const) {
      const res = await pay(invoice.id, { amount });
      expect(res.statusCode, amount).toBe(status);
      expect(res.json().error).toBe(message);
    }
    expect(FEE_TEXT.overBalance(100_000, 'INR')).toBe('The payment is more than the balance of ₹1,000.00');
    expect(await Promise.all([countOf(payments), countOf(moneyLog), countOf(mailOutbox)])).toEqual(before);
    const detail = (await call('GET', `${INVOICES}/${invoice.id}`)).json().Invoice;
    expect(detail).toMatchObject({ paidMinor: 0, balanceMinor: 100_000, payments: [] });
  });

  it('records part and full payments with receipts, and refuses a reference twice', async () => {
    const invoice = await newInvoice({ unitAmount: '1000' });
    const first = await pay(invoice.id, { amount: '400.50', reference: 'UPI-REF-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      balanceMinor: 59_950,
      Payment: { amountMinor: 40_050, method: 'upi' },
    });
    const receipt = first.json().Payment;
    expect(receipt.receiptNumber).toMatch(/^HRC\//);

    const reused = await pay(invoice.id, { amount: '1', reference: 'UPI-REF-1' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe(FEE_TEXT.referenceUsed);

    const mail = (await mailsTo(student.email)).find((m) =>
      m.subject.startsWith(`Receipt ${receipt.receiptNumber}`),
    );
    expect(mail?.body).toContain('₹599.50 is still owed on the invoice.');
    expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');

    const pdf = await call('GET', `/api/admin/payments/${receipt.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfPages(new Uint8Array(pdf.rawPayload))).flat().join('\n')).toContain(
      receipt.receiptNumber,
    );

    const partPaid = (await call('GET', `${INVOICES}?status=part_paid&pageSize=100`)).json().Invoices;
    expect(partPaid.map((i: { id: number }) => i.id)).toContain(invoice.id);

    const rest = await pay(invoice.id, { amount: '599.50', method: 'cash', reference: '' });
    expect(rest.json().balanceMinor).toBe(0);
    const paid = (await call('GET', `${INVOICES}?status=paid&pageSize=100`)).json().Invoices;
    expect(paid.find((i: { id: number }) => i.id === invoice.id)).toMatchObject({
      paidMinor: 100_000,
      balanceMinor: 0,
    });
    const detail = (await call('GET', `${INVOICES}/${invoice.id}`)).json().Invoice;
    expect(detail.payments.map((p: { amountMinor: number }) => p.amountMinor)).toEqual([40_050, 59_950]);
    expect(detail.log.map((e: { action: string }) => e.action)).toContain('payment_recorded');
  });

  it('issues a credit note for at most what is left, mailed and listed under credit notes', async () => {
    const invoice = await newInvoice({ unitAmount: '1000' });
    const over = await call('POST', `${INVOICES}/${invoice.id}/credit-notes`, {
      amount: '1000.01',
      reason: 'Typo',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(FEE_TEXT.overCredit(100_000, 'INR'));

    const res = await call('POST', `${INVOICES}/${invoice.id}/credit-notes`, {
      amount: '250',
      reason: 'Two lessons cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json().CreditNote;
    expect(note).toMatchObject({
      kind: 'credit_note',
      totalMinor: 25_000,
      creditFor: { id: invoice.id, number: invoice.number },
    });
    expect(note.number).toMatch(/^HCN\//);

    const detail = (await call('GET', `${INVOICES}/${invoice.id}`)).json().Invoice;
    expect(detail).toMatchObject({ creditedMinor: 25_000, balanceMinor: 75_000 });
    expect(detail.creditNotes).toEqual([
      expect.objectContaining({ id: note.id, totalMinor: 25_000, reason: 'Two lessons cancelled' }),
    ]);
    expect(detail.log.map((e: { action: string }) => e.action)).toContain('credit_note_issued');
    const left = await call('POST', `${INVOICES}/${invoice.id}/credit-notes`, {
      amount: '750.01',
      reason: 'More',
    });
    expect(left.json().error).toBe(FEE_TEXT.overCredit(75_000, 'INR'));

    const mails = await mailsTo(student.email);
    expect(mails.some((m) => m.subject.startsWith(`Credit note ${note.number}`))).toBe(true);
    const notes = (await call('GET', `${INVOICES}?status=credit_notes&pageSize=100`)).json().Invoices;
    expect(notes.map((i: { id: number }) => i.id)).toContain(note.id);
    expect(notes.every((i: { kind: string }) => i.kind === 'credit_note')).toBe(true);
  });

  it('filters by student, number or name, drafts and overdue, with the overdue flag', async () => {
    const other = await createTestUser(t.database.db, 'student', { firstName: 'Zubin' });
    const late = await newInvoice({ studentId: other.id });
    const draft = await newInvoice({ studentId: other.id, issue: false });
    await t.database.db.update(invoices).set({ dueDate: '2020-01-01' }).where(eq(invoices.id, late.id));
    const ids = async (query: string) =>
      (await call('GET', `${INVOICES}?${query}&pageSize=100`))
        .json()
        .Invoices.map((i: { id: number }) => i.id);

    expect(await ids(`student_id=${other.id}`)).toEqual([draft.id, late.id]);
    expect(await ids(`q=${encodeURIComponent(late.number)}`)).toEqual([late.id]);
    expect(await ids(`q=zubin&status=draft`)).toEqual([draft.id]);
    expect(await ids('status=overdue')).toEqual([late.id]);
    expect(await ids('q=%25')).toEqual([]);
    const listed = (await call('GET', `${INVOICES}?student_id=${other.id}`)).json();
    expect(listed).toMatchObject({ result: true, total: 2, page: 1, today: schoolDate(ZONE) });
    expect(listed.Invoices.find((i: { id: number }) => i.id === late.id).overdue).toBe(true);
    expect((await call('GET', `${INVOICES}?status=nope`)).statusCode).toBe(400);
  });

  it("shows the application's payment screenshot beside the student's first invoice only", async () => {
    const applicant = await createTestUser(t.database.db, 'student');
    const { application, file } = await insertApplication(t.database.db);
    await t.database.db
      .update(admissionApplications)
      .set({ studentId: applicant.id, state: 'accepted' })
      .where(eq(admissionApplications.id, application.id));
    const first = await newInvoice({ studentId: applicant.id });
    const second = await newInvoice({ studentId: applicant.id });
    expect((await call('GET', `${INVOICES}/${first.id}`)).json().Invoice.screenshot).toEqual({
      applicationId: application.id,
      fileId: file.id,
      url: `/api/admin/admission_files/${file.id}`,
    });
    expect((await call('GET', `${INVOICES}/${second.id}`)).json().Invoice.screenshot).toBeNull();
    expect((await call('GET', `${INVOICES}/${first.id}`)).json().Invoice.screenshot.url).toBe(
      `/api/admin/admission_files/${file.id}`,
    );
    // Another student's first invoice has none (they did not come from an application).
    expect((await newInvoice()).screenshot).toBeNull();
  });

  it('lets a student download only their own issued invoices and receipts (404 otherwise)', async () => {
    const mine = await newInvoice();
    const draft = await newInvoice({ issue: false });
    const receipt = (await pay(mine.id, { amount: '10' })).json().Payment;
    const other = await createTestUser(t.database.db, 'student');
    const theirs = await newInvoice({ studentId: other.id });
    const theirReceipt = (await pay(theirs.id, { amount: '10' })).json().Payment;
    const cookie = await signIn(t.app, student);

    const own = await call('GET', `/api/my_invoices/${mine.id}/pdf`, undefined, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const ownReceipt = await call('GET', `/api/my_receipts/${receipt.id}/pdf`, undefined, cookie);
    expect(ownReceipt.statusCode).toBe(200);

    for (const url of [
      `/api/my_invoices/${theirs.id}/pdf`,
      `/api/my_invoices/${draft.id}/pdf`,
      '/api/my_invoices/999999/pdf',
      `/api/my_receipts/${theirReceipt.id}/pdf`,
    ]) {
      const res = await call('GET', url, undefined, cookie);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/my_invoices/${mine.id}/pdf` })).statusCode).toBe(
      401,
    );
    const teacher = await signIn(t.app, await createTestUser(t.database.db, 'teacher'));
    expect((await call('GET', `/api/my_invoices/${mine.id}/pdf`, undefined, teacher)).statusCode).toBe(403);
  });
});
