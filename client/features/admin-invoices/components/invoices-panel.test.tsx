import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '../../../../common/schemas/admin-invoices.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { InvoicesPanel } from './invoices-panel.tsx';

const summary = (over: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 7,
  kind: 'invoice',
  status: 'issued',
  number: 'HSM/2026-27/0007',
  studentId: 3,
  billedName: 'Meera Iyer',
  billedEmail: 'meera@example.com',
  issueDate: '2026-05-01',
  dueDate: '2026-05-08',
  currency: 'INR',
  totalMinor: 17_700_00,
  paidMinor: 5_000_00,
  creditedMinor: 0,
  balanceMinor: 12_700_00,
  overdue: true,
  creditFor: null,
  createdAt: '2026-05-01T10:00:00Z',
  ...over,
});

const detail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...summary(),
  enrolmentId: null,
  subtotalMinor: 15_000_00,
  taxRateBp: 1800,
  taxMinor: 2_700_00,
  note: null,
  lines: [
    {
      position: 0,
      description: 'Piano/Keyboard - Quarter Course',
      quantity: 1,
      unitMinor: 15_000_00,
      amountMinor: 15_000_00,
    },
  ],
  payments: [
    {
      id: 41,
      invoiceId: 7,
      amountMinor: 5_000_00,
      method: 'upi',
      reference: 'UPI123',
      paidOn: '2026-05-02',
      receiptNumber: 'HRC/2026-27/0003',
      createdAt: '2026-05-02T10:00:00Z',
    },
  ],
  creditNotes: [],
  log: [],
  screenshot: { applicationId: 5, fileId: 11, url: '/api/admin/admission_files/11' },
  ...over,
});

const list = (Invoices: InvoiceSummary[]) => ({
  result: true,
  Invoices,
  total: Invoices.length,
  page: 1,
  pageSize: 10,
  today: '2026-05-20',
});

describe('InvoicesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists invoices with their balances in rupees, overdue marked, and says when a filter finds none', async () => {
    const calls = mockApi({
      'GET /api/admin/invoices': ({ query }) =>
        query.get('status') === 'paid'
          ? list([])
          : list([
              summary(),
              summary({
                id: 8,
                status: 'draft',
                number: null,
                overdue: false,
                paidMinor: 0,
                balanceMinor: 17_700_00,
                dueDate: null,
              }),
            ]),
    });
    renderWithQuery(<InvoicesPanel />);
    expect(await screen.findByText('Invoice HSM/2026-27/0007')).toBeInTheDocument();
    const [issued, draft] = screen.getAllByRole('listitem');
    expect(within(issued as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(within(issued as HTMLElement).getByText('₹12,700.00')).toBeInTheDocument();
    expect(within(issued as HTMLElement).getByText(/Paid ₹5,000.00/)).toBeInTheDocument();
    expect(within(issued as HTMLElement).getByText('Due 8 May 2026')).toBeInTheDocument();
    expect(within(draft as HTMLElement).getByText('Draft invoice')).toBeInTheDocument();
    expect(within(draft as HTMLElement).getByText('Draft')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Paid');
    expect(await screen.findByText('No paid invoices yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by number or name'), 'Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('Meera'));
  });

  it('says when the list fails to load', async () => {
    mockApi({
      'GET /api/admin/invoices': () =>
        Response.json({ error: 'You do not have access to this', message: '' }, { status: 403 }),
    });
    renderWithQuery(<InvoicesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this');
  });

  it("opens an invoice with its lines, tax, payments and the application's screenshot, and shows a refused payment under its field", async () => {
    let refuse = true;
    const calls = mockApi({
      'GET /api/admin/invoices': () => list([summary()]),
      'GET /api/admin/invoices/7': () => ({ result: true, Invoice: detail() }),
      'POST /api/admin/invoices/7/payments': () =>
        refuse
          ? Response.json(
              {
                error: 'The payment is more than the balance of ₹12,700.00',
                message: 'The payment is more than the balance of ₹12,700.00',
              },
              { status: 409 },
            )
          : { result: true, Payment: { ...detail().payments[0], id: 42 }, balanceMinor: 0 },
    });
    renderWithQuery(<InvoicesPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Invoice HSM/2026-27/0007 of Meera Iyer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice HSM/2026-27/0007' });
    expect(await within(dialog).findByText('Piano/Keyboard - Quarter Course')).toBeInTheDocument();
    expect(within(dialog).getByText('Tax 18%')).toBeInTheDocument();
    expect(within(dialog).getByText('₹17,700.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment screenshot from the application')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Payment screenshot of Meera Iyer' })).toHaveAttribute(
      'src',
      '/api/admin/admission_files/11',
    );
    expect(within(dialog).getByRole('link', { name: 'Receipt HRC/2026-27/0003 (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/payments/41/receipt.pdf',
    );
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/admin/invoices/7/pdf',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const form = within(dialog).getByRole('form', { name: 'Record payment' });
    expect(within(form).getByLabelText('Paid on')).toHaveValue('2026-05-20');
    expect(within(form).getByRole('option', { name: 'Cash at the desk' })).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Amount'), '20000');
    await userEvent.type(within(form).getByLabelText('Reference'), 'UPI999');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('The payment is more than the balance of ₹12,700.00'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await userEvent.clear(within(form).getByLabelText('Amount'));
    await userEvent.type(within(form).getByLabelText('Amount'), '12,700');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
        amount: '12,700',
        method: 'upi',
        reference: 'UPI999',
        paidOn: '2026-05-20',
      }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('form', { name: 'Record payment' })).toBeNull());
  });

  it('issues a credit note and shows a refusal above the form when it is about no field', async () => {
    mockApi({
      'GET /api/admin/invoices': () => list([summary()]),
      'GET /api/admin/invoices/7': () => ({ result: true, Invoice: detail({ screenshot: null }) }),
      'POST /api/admin/invoices/7/credit-notes': () =>
        Response.json(
          { error: 'Only an issued invoice can be paid or credited', message: '' },
          { status: 409 },
        ),
    });
    renderWithQuery(<InvoicesPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Invoice HSM/2026-27/0007 of Meera Iyer' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Issue credit note' }));
    const form = within(dialog).getByRole('form', { name: 'Issue credit note' });
    expect(within(form).getByText('At most ₹17,700.00, tax included')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(form).findByText('Enter the amount')).toBeInTheDocument();
    expect(within(form).getByText('Enter the reason')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Amount'), '100');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Two lessons cancelled');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only an issued invoice can be paid or credited',
    );
  });

  it('issues or discards a draft', async () => {
    const draft = detail({
      id: 8,
      status: 'draft',
      number: null,
      dueDate: null,
      issueDate: null,
      payments: [],
      screenshot: null,
    });
    const calls = mockApi({
      'GET /api/admin/invoices': () => list([{ ...summary(), ...draft }]),
      'GET /api/admin/invoices/8': () => ({ result: true, Invoice: draft }),
      'POST /api/admin/invoices/8/issue': () => ({
        result: true,
        Invoice: { ...draft, status: 'issued', number: 'HSM/2026-27/0008' },
      }),
      'DELETE /api/admin/invoices/8': () => ({ result: true }),
    });
    renderWithQuery(<InvoicesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Draft invoice of Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft invoice' });
    expect(within(dialog).queryByRole('link', { name: 'Download PDF' })).toBeNull();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Issue' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/8/issue'))).toBe(true),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('makes a new invoice from typed lines and issues it at once', async () => {
    const calls = mockApi({
      'GET /api/admin/invoices': () => list([]),
      'GET /api/admin/users': () => ({
        result: true,
        Users: [
          {
            id: 3,
            role: 'student',
            email: 'meera@example.com',
            firstName: 'Meera',
            lastName: 'Iyer',
            status: 'active',
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
      'POST /api/admin/invoices': () => ({
        result: true,
        Invoice: detail({ id: 9, number: 'HSM/2026-27/0009' }),
      }),
      'GET /api/admin/invoices/9': () => ({
        result: true,
        Invoice: detail({ id: 9, number: 'HSM/2026-27/0009' }),
      }),
    });
    renderWithQuery(<InvoicesPanel />);
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Issue and mail' }));
    expect(await within(dialog).findByText('Please choose a student')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Student'), 'Meera Iyer (meera@example.com)');
    await userEvent.type(within(dialog).getByLabelText('Description, line 1'), 'Piano - Quarter');
    await userEvent.type(within(dialog).getByLabelText('Unit amount'), '15,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue and mail' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        studentId: 3,
        lines: [{ description: 'Piano - Quarter', quantity: 1, unitAmount: '15,000' }],
        note: '',
        issue: true,
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Invoice HSM/2026-27/0009' })).toBeInTheDocument();
  });
});
