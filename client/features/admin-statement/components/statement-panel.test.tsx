import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { StatementPanel } from './statement-panel.tsx';

const COLUMNS = { date: 'Txn Date', amount: 'Deposit', reference: 'Ref No', description: 'Narration' };
const row = (line: number, over: object) => ({
  line,
  date: '2026-05-02',
  amountMinor: 150_000,
  reference: `UTR${line}`,
  description: '',
  status: 'proposed',
  why: 'The amount is the balance of HSM/2026-27/0001, and the row names it',
  invoice: { id: 7, number: 'HSM/2026-27/0001', studentName: 'Meera Iyer', balanceMinor: 150_000 },
  ...over,
});
const statement = {
  result: true,
  currency: 'INR',
  rows: [
    row(4, {}),
    row(5, {
      amountMinor: 30_000,
      why: 'The reference is HSM/2026-27/0002',
      invoice: { id: 8, number: 'HSM/2026-27/0002', studentName: 'Ravi Das', balanceMinor: 80_000 },
    }),
    row(6, { status: 'unmatched', why: 'No open invoice’s number is in the row', invoice: null }),
  ],
  counts: { rows: 3, proposed: 2, recorded: 0, unmatched: 1, skipped: 0 },
};
const csvFile = () =>
  new File(['Txn Date,Narration,Ref No,Deposit\r\n'], 'statement.csv', { type: 'text/csv' });

describe('StatementPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the columns before the first statement, the narration optional', async () => {
    const calls = mockApi({
      'GET /api/admin/statement/columns': () => ({ result: true, columns: null }),
      'PUT /api/admin/statement/columns': ({ body }) => ({ result: true, columns: body }),
    });
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    renderWithQuery(<StatementPanel />);
    const form = await screen.findByRole('form', { name: 'Statement columns' });
    await userEvent.type(within(form).getByLabelText('Date column'), 'Txn Date');
    await userEvent.type(within(form).getByLabelText(/^Amount received column/), 'Deposit');
    await userEvent.type(within(form).getByLabelText(/^Reference column/), 'Ref No');
    await userEvent.click(within(form).getByRole('button', { name: 'Save columns' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        date: 'Txn Date',
        amount: 'Deposit',
        reference: 'Ref No',
        description: null,
      }),
    );
    expect(
      await screen.findByText('Columns: date “Txn Date”, amount “Deposit”, reference “Ref No”'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Bank statement (CSV)')).toBeInTheDocument();
  });

  it('reads a statement into proposals and records the ticked ones in one step', async () => {
    const calls = mockApi({
      'GET /api/admin/statement/columns': () => ({ result: true, columns: COLUMNS }),
      'POST /api/admin/statement': () => statement,
      'POST /api/admin/statement/confirm': ({ body }) => ({
        result: true,
        message: `Recorded ${(body as { payments: unknown[] }).payments.length} payment`,
        recorded: [],
      }),
    });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    renderWithQuery(<StatementPanel />);
    await userEvent.upload(await screen.findByLabelText('Bank statement (CSV)'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Read statement' }));
    const table = await screen.findByRole('table', { name: 'Statement rows and the payments proposed' });
    expect(within(table).getByText('No open invoice’s number is in the row')).toBeInTheDocument();
    expect(
      screen.getByText('3 rows: 2 proposed, 0 already recorded, 1 not matched, 0 skipped.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record 2 payments' })).toBeEnabled();
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Record line 4: ₹1,500.00 on HSM/2026-27/0001' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record 1 payment' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Recorded 1 payment'));
    expect(calls.find((c) => c.path === '/api/admin/statement/confirm')?.body).toEqual({
      payments: [{ line: 5, invoiceId: 8, amountMinor: 30_000, paidOn: '2026-05-02', reference: 'UTR5' }],
    });
    // The statement is read again, to show what is now recorded.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/statement')).toHaveLength(2));
  });

  it('says why nothing was recorded, and what is wrong with a statement', async () => {
    let reads = 0;
    mockApi({
      'GET /api/admin/statement/columns': () => ({ result: true, columns: COLUMNS }),
      'POST /api/admin/statement': () => {
        reads += 1;
        return reads === 1
          ? statement
          : Response.json(
              { error: 'The statement’s columns are “Date”; it needs “Txn Date”' },
              { status: 400 },
            );
      },
      'POST /api/admin/statement/confirm': () =>
        Response.json(
          {
            error: 'Line 4 (UTR4) no longer fits: This invoice is already paid in full. Nothing was recorded',
          },
          { status: 409 },
        ),
    });
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    renderWithQuery(<StatementPanel />);
    await userEvent.upload(await screen.findByLabelText('Bank statement (CSV)'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Read statement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record 2 payments' }));
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith(
        'Line 4 (UTR4) no longer fits: This invoice is already paid in full. Nothing was recorded',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The statement’s columns are “Date”; it needs “Txn Date”',
    );
  });
});
