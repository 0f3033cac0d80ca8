import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { MessagesPanel } from './messages-panel.tsx';

const message = {
  id: 7,
  name: 'Riya Sharma',
  email: 'riya@example.com',
  phone: '555-0101',
  message: 'Do you teach weekend piano classes?',
  createdAt: '2026-01-02T10:00:00Z',
  handledAt: null,
};
const list = (Messages: unknown[]) => ({
  result: true,
  Messages,
  total: Messages.length,
  page: 1,
  pageSize: 10,
});

// Typing through forms takes long on a busy machine.
describe('MessagesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows open messages with their contact links and marks one handled', async () => {
    const calls = mockApi({
      'GET /api/admin/contact_messages': () => list([message]),
      'PUT /api/admin/contact_messages/7/handled': () => ({
        result: true,
        Message: { ...message, handledAt: '2026-01-03T10:00:00Z' },
      }),
    });
    renderWithQuery(<MessagesPanel />);
    expect(await screen.findByRole('heading', { name: 'Riya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('Do you teach weekend piano classes?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'riya@example.com' })).toHaveAttribute(
      'href',
      'mailto:riya@example.com',
    );
    expect(screen.getByRole('link', { name: '555-0101' })).toHaveAttribute('href', 'tel:5550101');
    expect(calls[0]?.query.get('status')).toBe('open');

    await userEvent.click(screen.getByRole('button', { name: 'Mark handled: message from Riya Sharma' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ handled: true }));
  });

  it('says when there is nothing to read, per filter', async () => {
    const calls = mockApi({
      'GET /api/admin/contact_messages': () => list([]),
    });
    renderWithQuery(<MessagesPanel />);
    expect(await screen.findByText('No open messages.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('all'));
  });

  it('shows a failure to load', async () => {
    mockApi({});
    renderWithQuery(<MessagesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });

  it('steps back a page when the page it shows has emptied', async () => {
    let total = 11;
    const calls = mockApi({
      'GET /api/admin/contact_messages': ({ query }) => {
        const onPage = Math.max(0, Math.min(10, total - (Number(query.get('page')) - 1) * 10));
        const Messages = Array.from({ length: onPage }, (_, i) => ({
          ...message,
          id: i + 1,
          name: `Sender ${i + 1}`,
        }));
        return { result: true, Messages, total, page: Number(query.get('page')), pageSize: 10 };
      },
      'PUT /api/admin/contact_messages/1/handled': () => {
        total = 10;
        return { result: true, Message: { ...message, id: 1, handledAt: '2026-01-03T10:00:00Z' } };
      },
    });
    renderWithQuery(<MessagesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (11)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled: message from Sender 1' }));
    expect(await screen.findByText('Page 1 of 1 (10)')).toBeInTheDocument();
    // The page can show page 1 (the last answer kept while loading) before its fetch starts.
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('1'));
  });
});
