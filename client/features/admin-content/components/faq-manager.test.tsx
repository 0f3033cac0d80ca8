import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFaq } from '../../../../common/schemas/admin-content.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { FaqManager } from './faq-manager.tsx';

const faq = (id: number, title: string): AdminFaq => ({
  id,
  type: 'general',
  title,
  content: `<b>Answer</b> to ${title}`,
  sortOrder: id,
});
const page = (Faqs: AdminFaq[]) => ({ result: true, Faqs, total: Faqs.length, page: 1, pageSize: 10 });

// Typing through forms takes long on a busy machine.
describe('FaqManager', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the chosen category in order, with answers as plain text, and an empty category says so', async () => {
    const calls = mockApi({
      'GET /api/admin/faqs': ({ query }) =>
        page(query.get('type') === 'general' ? [faq(1, 'Minimum age?'), faq(2, 'Online or offline?')] : []),
    });
    renderWithQuery(<FaqManager />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Minimum age?',
      'Online or offline?',
    ]);
    expect(screen.getByText('Answer to Minimum age?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move "Minimum age?" up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move "Online or offline?" down' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'For Parents');
    expect(await screen.findByText('No FAQs in For Parents yet.')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.query.get('type')).toBe('parents'));
  });

  it('shows the failure when the list cannot load', async () => {
    mockApi({
      'GET /api/admin/faqs': () =>
        Response.json({ error: 'You do not have access to this', message: '' }, { status: 403 }),
    });
    renderWithQuery(<FaqManager />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this');
  });

  it('checks the form, then adds the FAQ to the category being viewed', async () => {
    const calls = mockApi({
      'GET /api/admin/faqs': () => page([]),
      'POST /api/admin/faqs': ({ body }) => ({
        result: true,
        Faq: { id: 9, sortOrder: 0, ...(body as object) },
      }),
    });
    renderWithQuery(<FaqManager />);
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Career Support');
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add FAQ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Question is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Answer is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Question'), 'Do you help with auditions?');
    await userEvent.type(within(dialog).getByLabelText(/^Answer/), 'Yes, we prepare students.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'career',
      title: 'Do you help with auditions?',
      content: 'Yes, we prepare students.',
    });
  });

  it("shows the save's failure in the form and forgets it when the form is cancelled", async () => {
    mockApi({
      'GET /api/admin/faqs': () => page([]),
      'POST /api/admin/faqs': () =>
        Response.json({ error: 'The FAQ could not be saved', message: '' }, { status: 500 }),
    });
    renderWithQuery(<FaqManager />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add FAQ' });
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Is there a trial lesson?');
    await userEvent.type(within(dialog).getByLabelText(/^Answer/), 'Yes, the first one.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The FAQ could not be saved');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const again = await screen.findByRole('dialog', { name: 'Add FAQ' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves an FAQ and deletes one after confirming', async () => {
    const calls = mockApi({
      'GET /api/admin/faqs': () => page([faq(1, 'First?'), faq(2, 'Second?')]),
      'POST /api/admin/faqs/1/move': () => ({ result: true }),
      'DELETE /api/admin/faqs/2': () => ({ result: true }),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderWithQuery(<FaqManager />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move "First?" down' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/faqs/1/move')?.body).toEqual({ direction: 'down' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete "Second?"' }));
    expect(window.confirm).toHaveBeenCalledWith('Delete the FAQ "Second?"?');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
