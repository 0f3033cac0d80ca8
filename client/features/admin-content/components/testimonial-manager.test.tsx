import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTestimonial } from '../../../../common/schemas/admin-content.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { TestimonialManager } from './testimonial-manager.tsx';

const testimonial = (id: number, name: string, isDeleted: number): AdminTestimonial => ({
  id,
  name,
  message: `${name} loved the lessons.`,
  mediaUrl: null,
  isDeleted,
  createdAt: '2026-01-01T10:00:00Z',
});
const list = (Testimonials: AdminTestimonial[]) => ({
  result: true,
  Testimonials,
  total: Testimonials.length,
  page: 1,
  pageSize: 10,
});

// Typing through forms takes long on a busy machine.
describe('TestimonialManager', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks hidden testimonials and hides a visible one instead of deleting it', async () => {
    const calls = mockApi({
      'GET /api/admin/testimonials': () => list([testimonial(1, 'Asha', 0), testimonial(2, 'Karan', 1)]),
      'PUT /api/admin/testimonials/1/visibility': () => ({
        result: true,
        Testimonial: testimonial(1, 'Asha', 1),
      }),
    });
    renderWithQuery(<TestimonialManager />);
    const [asha, karan] = await screen.findAllByRole('listitem');
    expect(within(asha as HTMLElement).getByText('Visible')).toBeInTheDocument();
    expect(within(karan as HTMLElement).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show testimonial by Karan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide testimonial by Asha' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/admin/testimonials/1/visibility',
        body: { hidden: true },
      }),
    );
  });

  it('shows the empty state and checks the media link before saving', async () => {
    const calls = mockApi({
      'GET /api/admin/testimonials': () => list([]),
    });
    renderWithQuery(<TestimonialManager />);
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add testimonial' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Lovely teachers and lessons.');
    await userEvent.type(within(dialog).getByLabelText('Photo or video link (optional)'), 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please enter a full link starting with https://'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
