import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { STATEMENT_TEXT } from '../../../common/schemas/admin-statement.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { Db } from '../../db/database.ts';
import { mailOutbox, moneyLog, payments } from '../../db/schema.ts';
import { feeContextOf } from '../../fees/fee-context.ts';
import { balanceOf, createInvoice, type InvoiceRow } from '../../fees/invoices.ts';
import { recordPayment } from '../../fees/payments.ts';
import { expectAdminOnly, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const URL = '/api/admin/statement';
const COLUMNS = { date: 'Txn Date', amount: 'Deposit', reference: 'Ref No', description: 'Narration' };

describe('bank statement reconciliation', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  let cookie = '';
  const inv: InvoiceRow[] = [];
  let studentEmail = '';
  const today = () => schoolDate(t.config.timeZone);
  /** Today as an Indian bank writes it: DD/MM/YYYY. */
  const todayIndian = () => today().split('-').reverse().join('/');
  const tx = <T>(f: (db: Db) => Promise<T>) => t.database.db.transaction((x) => f(x as unknown as Db));
  const upload = (csv: string, contentType = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie, 'content-type': contentType },
      payload: csv,
    });
  const confirm = (list: object[]) =>
    t.app.inject({ method: 'POST', url: `${URL}/confirm`, headers: { cookie }, payload: { payments: list } });

  /** A statement as a bank writes it: its account above the header, a BOM, CRLF, quoted narrations. */
  const statement = () =>
    [
      '\uFEFFAccount,00012345,,',
      'Statement of account,,,,',
      'Txn Date,Narration,Ref No,Withdrawal,Deposit',
      `${todayIndian()},"UPI/${inv[0]?.number} from Meera, thanks",UTR0001,,"1,500.00"`,
      `${today()},NEFT part payment,${inv[1]?.number},,300.00`,
      `${todayIndian()},"For ${inv[2]?.number}",UTR0003,,999.00`,
      `${todayIndian()},Old payment,UTR-OLD-1,,250.00`,
      `${todayIndian()},Rent,UTR0005,"12,000.00",`,
      `${todayIndian()},A gift,UTR0006,,100.00`,
      `31/02/2025,"Line one`,
      `line two",UTR0007,,100.00`,
    ].join('\r\n');

  beforeAll(async () => {
    const db = t.database.db;
    cookie = await signInAdmin(t.app, db);
    const ctx = feeContextOf(t.config);
    const student = await createTestUser(db, 'student', { firstName: 'Meera' });
    studentEmail = student.email;
    const line = (unitMinor: number) => ({ description: 'Piano', quantity: 1, unitMinor, course: 'piano' });
    for (const amount of [150_000, 80_000, 50_000, 25_000])
      inv.push(
        await tx((x) => createInvoice(x, { studentId: student.id, lines: [line(amount)] }, null, ctx)),
      );
    await tx((x) =>
      recordPayment(
        x,
        {
          invoiceId: inv[3]?.id ?? 0,
          amountMinor: 25_000,
          method: 'bank',
          reference: 'UTR-OLD-1',
          paidOn: today(),
        },
        null,
        ctx,
      ),
    );
  });

  it('refuses visitors, teachers and students', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url: `${URL}/columns` },
      { method: 'PUT', url: `${URL}/columns`, payload: COLUMNS },
      { method: 'POST', url: URL, payload: { text: 'a,b' } },
      { method: 'POST', url: `${URL}/confirm`, payload: { payments: [] } },
    ]);
  });

  it('asks for the columns before the first statement, then keeps them', async () => {
    const before = await upload(statement());
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toBe(STATEMENT_TEXT.noColumns);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}/columns`, headers: { cookie } })).json(),
    ).toEqual({
      result: true,
      columns: null,
    });
    const same = await t.app.inject({
      method: 'PUT',
      url: `${URL}/columns`,
      headers: { cookie },
      payload: { ...COLUMNS, amount: 'txn date' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('Each column can be chosen once');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${URL}/columns`,
      headers: { cookie },
      payload: COLUMNS,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}/columns`, headers: { cookie } })).json(),
    ).toEqual({
      result: true,
      columns: COLUMNS,
    });
  });

  it('proposes the rows that match an open invoice and says why of every row', async () => {
    const res = await upload(statement());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const seen = body.rows.map((r: Record<string, unknown>) => ({
      line: r.line,
      status: r.status,
      why: r.why,
      invoice: (r.invoice as { number?: string } | null)?.number ?? null,
      amountMinor: r.amountMinor,
      date: r.date,
    }));
    expect(seen).toEqual([
      {
        line: 4,
        status: 'proposed',
        why: `The amount is the balance of ${inv[0]?.number}, and the row names it`,
        invoice: inv[0]?.number,
        amountMinor: 150_000,
        date: today(),
      },
      {
        line: 5,
        status: 'proposed',
        why: `The reference is ${inv[1]?.number}`,
        invoice: inv[1]?.number,
        amountMinor: 30_000,
        date: today(),
      },
      {
        line: 6,
        status: 'unmatched',
        why: `The row names ${inv[2]?.number}, but ₹999.00 is not its balance of ₹500.00`,
        invoice: inv[2]?.number,
        amountMinor: 99_900,
        date: today(),
      },
      {
        line: 7,
        status: 'recorded',
        why: expect.stringMatching(new RegExp(`^Already recorded: receipt HRC/\\S+ on ${inv[3]?.number}$`)),
        invoice: inv[3]?.number,
        amountMinor: 25_000,
        date: today(),
      },
      {
        line: 8,
        status: 'skipped',
        why: 'No money received on this row',
        invoice: null,
        amountMinor: null,
        date: null,
      },
      {
        line: 9,
        status: 'unmatched',
        why: 'No open invoice’s number is in the row',
        invoice: null,
        amountMinor: 10_000,
        date: today(),
      },
      {
        line: 10,
        status: 'unmatched',
        why: 'The date “31/02/2025” is not a date (DD/MM/YYYY or YYYY-MM-DD)',
        invoice: null,
        amountMinor: 10_000,
        date: null,
      },
    ]);
    expect(body.rows[6].description).toBe('Line one\nline two');
    expect(body.rows[0].invoice).toMatchObject({
      studentName: expect.stringMatching(/^Meera /),
      balanceMinor: 150_000,
    });
    expect(body.counts).toEqual({ rows: 7, proposed: 2, recorded: 1, unmatched: 3, skipped: 1 });
    // Nothing is recorded by reading a statement.
    expect((await balanceOf(t.database.db, inv[0]?.id ?? 0)).balanceMinor).toBe(150_000);
  });

  it('reads the statement sent as a multipart file alike', async () => {
    const boundary = 'statement-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="statement.csv"',
      'Content-Type: text/csv',
      '',
      statement(),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await upload(payload, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({ rows: 7, proposed: 2, recorded: 1, unmatched: 3, skipped: 1 });
  });

  it('names the columns found and those needed when a statement has others', async () => {
    const res = await upload('Date,Description,Credit\r\n01/04/2026,Fee,100.00\r\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'The statement’s columns are “Date”, “Description”, “Credit”; it needs “Txn Date”, “Deposit”, “Ref No”, “Narration”. Choose its columns again or upload the bank’s CSV',
    );
  });

  it('refuses a statement of 100,000 rows, and one over 2 MB', async () => {
    const rows = `Txn Date,Deposit,Ref No,Narration\n${'x,1,r,n\n'.repeat(100_000)}`;
    const many = await upload(rows);
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe(
      'The statement has 100,000 rows; at most 20,000 are read at once: split it into smaller files',
    );
    const large = await upload(`Txn Date,Deposit,Ref No,Narration\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe('The statement is larger than 2 MB: split it into smaller files');
  });

  it('records the chosen proposals in one step, then shows them as recorded', async () => {
    const proposals = (await upload(statement()))
      .json()
      .rows.filter((r: { status: string }) => r.status === 'proposed');
    const res = await confirm(
      proposals.map(
        (r: {
          line: number;
          invoice: { id: number };
          amountMinor: number;
          date: string;
          reference: string;
        }) => ({
          line: r.line,
          invoiceId: r.invoice.id,
          amountMinor: r.amountMinor,
          paidOn: r.date,
          reference: r.reference,
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Recorded 2 payments');
    expect(res.json().recorded.map((r: { balanceMinor: number }) => r.balanceMinor)).toEqual([0, 50_000]);
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.reference, 'UTR0001'));
    expect(paid).toMatchObject({
      method: 'bank',
      amountMinor: 150_000,
      paidOn: today(),
      invoiceId: inv[0]?.id,
    });
    const logged = await t.database.db
      .select()
      .from(moneyLog)
      .where(eq(moneyLog.paymentId, paid?.id ?? 0));
    expect(logged).toHaveLength(1);

    const again = (await upload(statement())).json();
    expect(again.counts).toMatchObject({ proposed: 0, recorded: 3 });
  });

  it('records nothing when one chosen payment no longer fits, and names it', async () => {
    const res = await confirm([
      { line: 6, invoiceId: inv[2]?.id, amountMinor: 50_000, paidOn: today(), reference: 'UTR0003' },
      { line: 4, invoiceId: inv[0]?.id, amountMinor: 150_000, paidOn: today(), reference: 'UTR0100' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      `Line 4 (UTR0100) no longer fits: ${FEE_TEXT.paidInFull}. Nothing was recorded; upload the statement again`,
    );
    expect(await t.database.db.select().from(payments).where(eq(payments.reference, 'UTR0003'))).toEqual([]);
    const receipts = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, studentEmail))
    ).filter((m) => m.subject.startsWith('Receipt '));
    expect(receipts).toHaveLength(2); // the two of the step before, none of this one
    expect((await balanceOf(t.database.db, inv[2]?.id ?? 0)).balanceMinor).toBe(50_000);

    const none = await confirm([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Choose at least one payment to record');
  });
});
