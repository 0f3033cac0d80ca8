import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { ReportsPanel } from './reports-panel.tsx';

const outstanding = {
  result: true,
  asOf: '2026-05-10',
  currency: 'INR',
  students: [
    {
      studentId: 4,
      name: 'Meera Iyer',
      email: 'meera@example.com',
      invoices: 2,
      owedMinor: 150_000,
      oldestDueDate: '2026-04-01',
      overdueMinor: 100_000,
    },
  ],
  owedMinor: 150_000,
  overdueMinor: 100_000,
};
const figures = (collectedMinor: number, refundedMinor = 0) => ({
  collectedMinor,
  refundedMinor,
  netMinor: collectedMinor + refundedMinor,
});
const collected = (from: string, to: string) => ({
  result: true,
  from,
  to,
  currency: 'INR',
  months: [
    {
      month: '2026-04',
      courses: [
        { course: 'piano', label: 'Piano/Keyboard', ...figures(66_667, -20_000) },
        { course: null, label: 'Other', ...figures(5_000) },
      ],
      ...figures(71_667, -20_000),
    },
  ],
  ...figures(71_667, -20_000),
});
const teacherLessons = (from: string, to: string) => ({ result: true, from, to, months: [] });
/** The three reports, the monthly two over the months asked for. */
const REPORTS: Parameters<typeof mockApi>[0] = {
  'GET /api/admin/reports/outstanding': () => outstanding,
  'GET /api/admin/reports/collected': ({ query }) =>
    collected(query.get('from') ?? '', query.get('to') ?? ''),
  'GET /api/admin/reports/teacher-lessons': ({ query }) =>
    teacherLessons(query.get('from') ?? '', query.get('to') ?? ''),
};

describe('ReportsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three reports as tables, with their totals and empty states', async () => {
    mockApi(REPORTS);
    renderWithQuery(<ReportsPanel />);
    const owed = await screen.findByRole('table', { name: 'Outstanding by student on 2026-05-10' });
    const meera = within(owed).getByRole('row', { name: /Meera Iyer/ });
    expect(
      within(meera)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Meera Iyermeera@example.com', '2', '₹1,500.00', '2026-04-01', '₹1,000.00']);
    const money = await screen.findByRole('table', { name: /^Collected from/ });
    expect(within(money).getByRole('row', { name: /Piano\/Keyboard/ })).toHaveTextContent(
      '2026-04Piano/Keyboard₹666.67-₹200.00₹466.67',
    );
    expect(within(money).getByRole('row', { name: /All courses/ })).toHaveTextContent(
      '₹716.67-₹200.00₹516.67',
    );
    expect(await screen.findByText('No lessons were completed in these months.')).toBeInTheDocument();
  });

  it('asks for the months chosen, and says when a range is too long without asking', async () => {
    const calls = mockApi(REPORTS);
    renderWithQuery(<ReportsPanel />);
    const range = screen.getByRole('group', { name: 'Months of the collected report' });
    const from = within(range).getByLabelText('From');
    const to = within(range).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/admin/reports/collected' &&
            c.query.get('from') === '2026-01' &&
            c.query.get('to') === '2026-06',
        ),
      ).toBe(true),
    );
    await userEvent.clear(from);
    await userEvent.type(from, '2023-01');
    expect(within(range).getByRole('alert')).toHaveTextContent('A report covers at most 24 months');
    expect(screen.getByRole('button', { name: 'Download CSV of the collected report' })).toBeDisabled();
    expect(calls.some((c) => c.query.get('from') === '2023-01')).toBe(false);
  });

  it('downloads a report as the CSV file the server names', async () => {
    const calls = mockApi({
      'GET /api/admin/reports/outstanding': (call) =>
        call.query.get('format') === 'csv'
          ? new Response('\uFEFFStudent\r\n', {
              headers: { 'content-disposition': 'attachment; filename="outstanding-2026-05-10.csv"' },
            })
          : outstanding,
      'GET /api/admin/reports/collected': () => collected('2026-01', '2026-12'),
      'GET /api/admin/reports/teacher-lessons': () => teacherLessons('2026-01', '2026-12'),
    });
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderWithQuery(<ReportsPanel />);
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV of the outstanding report' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('outstanding-2026-05-10.csv');
      expect(calls.find((c) => c.query.get('format') === 'csv')?.path).toBe('/api/admin/reports/outstanding');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click.mockRestore();
    }
  });

  it('says what failed when a report cannot be loaded', async () => {
    mockApi({
      'GET /api/admin/reports/outstanding': () =>
        Response.json({ error: 'Something went wrong. Please try again.' }, { status: 500 }),
      'GET /api/admin/reports/collected': () => collected('2026-01', '2026-12'),
      'GET /api/admin/reports/teacher-lessons': () => teacherLessons('2026-01', '2026-12'),
    });
    renderWithQuery(<ReportsPanel />);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
