import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Price } from '../../../../common/schemas/prices.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { PricesPanel } from './prices-panel.tsx';

const price = (over: Partial<Price>): Price => ({
  course: 'piano',
  courseLabel: 'Piano/Keyboard',
  planType: 'quarter',
  planLabel: 'Quarter Course',
  amountMinor: null,
  amount: null,
  formatted: null,
  updatedAt: null,
  ...over,
});

describe('PricesPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each course with its plans and prices, and saves one row with a toast', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let quarter = price({});
    const calls = mockApi({
      'GET /api/admin/prices': () => ({
        result: true,
        currency: 'INR',
        Prices: [
          price({
            planType: 'crash',
            planLabel: 'Crash Course',
            amountMinor: 500_000,
            amount: '5000.00',
            formatted: '₹5,000.00',
          }),
          quarter,
          price({
            course: 'dual',
            courseLabel: 'Dual Program',
            planType: 'certification',
            planLabel: 'Certification Course',
          }),
        ],
      }),
      'PUT /api/admin/prices/piano/quarter': () => {
        quarter = price({
          amountMinor: 1_500_000,
          amount: '15000.00',
          formatted: '₹15,000.00',
          updatedAt: '2026-03-01T00:00:00.000Z',
        });
        return { result: true, Price: quarter };
      },
    });
    renderWithQuery(<PricesPanel />);
    expect(screen.getByRole('heading', { name: 'Prices' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Prices in INR' });
    expect(within(table).getByRole('columnheader', { name: 'Price (INR)' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Piano/Keyboard' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Dual Program' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price of Piano/Keyboard - Crash Course (INR)')).toHaveValue('5000.00');
    const input = screen.getByLabelText('Price of Piano/Keyboard - Quarter Course (INR)');
    expect(input).toHaveValue('');
    expect(screen.getAllByText('Not set yet')).toHaveLength(2);

    await userEvent.type(input, '15,000');
    await userEvent.click(
      screen.getByRole('button', { name: 'Save price of Piano/Keyboard - Quarter Course' }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Price saved: Piano/Keyboard - Quarter Course, ₹15,000.00'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: '15,000' });
    await waitFor(() =>
      expect(screen.getByLabelText('Price of Piano/Keyboard - Quarter Course (INR)')).toHaveValue('15000.00'),
    );
  });

  it("shows the server's words when an amount is refused", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/admin/prices': () => ({ result: true, currency: 'INR', Prices: [price({})] }),
      'PUT /api/admin/prices/piano/quarter': () =>
        Response.json({ error: 'The amount can have at most 2 decimal places' }, { status: 400 }),
    });
    renderWithQuery(<PricesPanel />);
    await userEvent.type(
      await screen.findByLabelText('Price of Piano/Keyboard - Quarter Course (INR)'),
      '1.005',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Save price of Piano/Keyboard - Quarter Course' }),
    );
    expect(await screen.findByText('The amount can have at most 2 decimal places')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The amount can have at most 2 decimal places');
    expect(screen.getByLabelText('Price of Piano/Keyboard - Quarter Course (INR)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says when the prices cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/prices': () => Response.json({ error: 'Admins only' }, { status: 403 }) });
    renderWithQuery(<PricesPanel />);
    expect(screen.getByText('Loading prices...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });
});
