import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotesDialog } from './notes-dialog.tsx';

const answer = (notes: string) =>
  new Response(
    JSON.stringify({ success: true, data: { notes_content: notes, updated_at: null }, message: '' }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );

afterEach(() => vi.unstubAllGlobals());

describe('NotesDialog', () => {
  it('loads my notes, saves them trimmed one save at a time, and loads them again on return', async () => {
    let stored = 'Bring the metronome';
    let release: () => void = () => {};
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body));
          posts.push(body);
          await new Promise<void>((r) => (release = r));
          stored = body.notes_content;
        }
        return answer(stored);
      }),
    );
    const client = new QueryClient();
    const view = (open: boolean) => (
      <QueryClientProvider client={client}>
        <NotesDialog classId="3" open={open} onOpenChange={() => {}} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(true));
    const area = await screen.findByDisplayValue('Bring the metronome');
    expect(screen.getByRole('dialog', { name: 'Whiteboard Notes' })).toBeInTheDocument();
    expect(area).toHaveAttribute('rows', '15');

    await userEvent.clear(area);
    await userEvent.type(area, '  Scales in thirds  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    release();
    await screen.findByRole('button', { name: 'Save Notes' });
    expect(posts).toEqual([{ action: 'save_notes', class_id: '3', notes_content: 'Scales in thirds' }]);

    rerender(view(false));
    stored = 'Changed elsewhere';
    rerender(view(true));
    expect(await screen.findByDisplayValue('Changed elsewhere')).toBeInTheDocument();
  });
});
