import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyInvoice, StudentEnrolment, TaughtEnrolment } from '../../../../common/schemas/enrolments.ts';
import { enrolmentPart, partPaidInvoice } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { MyEnrolments } from './my-enrolments.tsx';
import { TaughtEnrolments } from './taught-enrolments.tsx';

const invoice = (over: Partial<MyInvoice> = {}): MyInvoice => ({
  ...partPaidInvoice(
    { id: 31, number: 'HSM/2026-27/0007', issueDate: '2026-09-15', dueDate: '2026-09-22' },
    { id: 41, receiptNumber: 'HRC/2026-27/0003', paidOn: '2026-09-16' },
  ),
  ...over,
});

const enrolment = (over: Partial<StudentEnrolment> = {}): StudentEnrolment => ({
  ...enrolmentPart(),
  teacher: { id: 11, firstName: 'Asha', lastName: 'Rao' },
  invoices: [invoice()],
  ...over,
});

const answer = (Enrolments: StudentEnrolment[], OtherInvoices: MyInvoice[] = []) => ({
  result: true,
  view: 'student',
  Enrolments,
  OtherInvoices,
});

describe('MyEnrolments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each enrolment with its sessions left, validity, invoices and receipts to download', async () => {
    mockApi({
      'GET /api/my_enrolments': () =>
        answer(
          [
            enrolment(),
            enrolment({
              id: 2,
              name: 'Violin - Crash Course',
              status: 'expired',
              standing: 'Expired on 30 Jun 2026',
              invoices: [],
            }),
          ],
          [invoice({ id: 32, number: 'HSM/2026-27/0009', total: '₹2,000.00', status: 'due', payments: [] })],
        ),
    });
    renderWithQuery(<MyEnrolments />);
    expect(screen.getByText('Loading your enrolments...')).toBeInTheDocument();
    const piano = await screen.findByRole('article', { name: 'Piano/Keyboard - Quarter Course' });
    expect(within(piano).getByText('7 of 24 sessions left, valid until 14 Mar 2027')).toBeInTheDocument();
    expect(piano).toHaveTextContent('with Asha Rao');
    expect(piano).toHaveTextContent('Invoice HSM/2026-27/0007');
    expect(piano).toHaveTextContent('Issued 15 Sep 2026 · due 22 Sep 2026');
    expect(piano).toHaveTextContent('Total₹15,000.00');
    expect(piano).toHaveTextContent('Paid₹5,000.00');
    expect(piano).toHaveTextContent('Balance₹10,000.00');
    expect(within(piano).getByText('Part paid')).toBeInTheDocument();
    expect(
      within(piano).getByRole('link', { name: 'Download PDF of invoice HSM/2026-27/0007' }),
    ).toHaveAttribute('href', '/api/my_invoices/31/pdf');
    expect(piano).toHaveTextContent('16 Sep 2026 · ₹5,000.00 · UPI · receipt HRC/2026-27/0003');
    expect(within(piano).getByRole('link', { name: 'Download receipt HRC/2026-27/0003' })).toHaveAttribute(
      'href',
      '/api/my_receipts/41/pdf',
    );
    expect(within(piano).getByRole('link', { name: /Download PDF/ })).toHaveTextContent('Download PDF');

    const violin = screen.getByRole('article', { name: 'Violin - Crash Course' });
    expect(within(violin).getByText('Expired on 30 Jun 2026')).toBeInTheDocument();
    const other = screen.getByRole('list', { name: 'Other invoices' });
    expect(other).toHaveTextContent('Invoice HSM/2026-27/0009');
    expect(within(other).getByText('Due')).toBeInTheDocument();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    mockApi({ 'GET /api/my_enrolments': () => answer([]) });
    const { unmount } = renderWithQuery(<MyEnrolments />);
    expect(
      await screen.findByText(
        'You have no enrolments yet. Once the school enrols you, your lessons left and invoices show here.',
      ),
    ).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /api/my_enrolments': () => Response.json({ error: 'Please sign in to continue' }, { status: 401 }),
    });
    renderWithQuery(<MyEnrolments />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to continue');
  });
});

describe('TaughtEnrolments', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a teacher each student's sessions left, and no money", async () => {
    const { invoices: _money, teacher: _t, ...rest } = enrolment();
    const taught: TaughtEnrolment = { ...rest, student: { id: 21, firstName: 'Ravi', lastName: 'Kumar' } };
    mockApi({ 'GET /api/my_enrolments': () => ({ result: true, view: 'teacher', Enrolments: [taught] }) });
    renderWithQuery(<TaughtEnrolments />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Ravi Kumar');
    expect(item).toHaveTextContent('Piano/Keyboard - Quarter Course');
    expect(item).toHaveTextContent('7 of 24 sessions left, valid until 14 Mar 2027');
    expect(screen.getByRole('heading', { name: "Your students' sessions" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('₹');
  });

  it('says when none of the students has a running enrolment', async () => {
    mockApi({ 'GET /api/my_enrolments': () => ({ result: true, view: 'teacher', Enrolments: [] }) });
    renderWithQuery(<TaughtEnrolments />);
    expect(await screen.findByText('None of your students has a running enrolment.')).toBeInTheDocument();
  });
});
