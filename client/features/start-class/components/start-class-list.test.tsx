import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartClassList } from './start-class-list.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const today = {
  result: true,
  Classes: [
    {
      id: 41,
      batch_name: 'Morning Violin',
      class_date: '2026-11-23',
      class_time: '09:30',
      starts_at: '2026-11-23T04:00:00.000Z',
      when_label: 'Mon 23 Nov 2026, 09:30 India time (04:00 in London)',
      students: [{ id: 3, first_name: 'Arjun', last_name: 'Mehta', avatar_url: '/api/avatars/3?v=v1' }],
    },
  ],
};

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <StartClassList teacherId="2" /> },
      { path: '/live-class/:classId', element: <p>Room</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('StartClassList', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows loading, then the classes with their time on the teacher's clock and students' names and photos; Start opens the room", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(today))
      .mockResolvedValueOnce(json({ success: true, data: null, message: 'started' }));
    const router = renderList();
    expect(screen.getByText('Loading classes...')).toBeInTheDocument();
    expect(await screen.findByText('Morning Violin')).toBeInTheDocument();
    expect(
      screen.getByText('Mon 23 Nov 2026, 09:30 India time (04:00 in London) · Arjun Mehta'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Arjun Mehta' })).toHaveAttribute('src', '/api/avatars/3?v=v1');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/get_teacher_classes_today.php?teacher_id=2');

    fireEvent.click(screen.getByRole('button', { name: 'Start Morning Violin' }));
    expect(await screen.findByText('Room')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/live-class/41');
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ class_id: 41, teacher_id: 2 });
  });

  it("a network failure shows 'Failed to fetch classes' and Retry fetches again", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json({ result: true, Classes: [] }));
    renderList();
    expect(await screen.findByText('Failed to fetch classes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No classes scheduled for today')).toBeInTheDocument();
  });

  it('a refusal shows the publicMessage, whether refused with 403 or with result false', async () => {
    const refused = 'That request is for another user';
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json({ result: false, publicMessage: refused, error: refused, message: refused }, 403),
    );
    renderList();
    expect(await screen.findByText(refused)).toBeInTheDocument();
    cleanup();

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json({ result: false, Classes: [], publicMessage: 'Your account is on hold' }),
    );
    renderList();
    expect(await screen.findByText('Your account is on hold')).toBeInTheDocument();
  });

  it("a refused start shows the alert 'Failed to start class' and stays", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(today))
      .mockResolvedValueOnce(json({ success: false, data: null, message: 'not today' }));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const router = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Morning Violin' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to start class'));
    expect(router.state.location.pathname).toBe('/');
  });
});
