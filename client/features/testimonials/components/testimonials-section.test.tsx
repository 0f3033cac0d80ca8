import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopObserver } from '../../../test/observers.ts';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

const LONG = Array.from({ length: 70 }, (_, i) => `word${i + 1}`).join(' ');
const TESTIMONIALS = [
  { id: 1, name: 'Asha', message: 'Wonderful teachers.', media_url: null, is_deleted: 0 },
  { id: 2, name: 'Withdrawn Person', message: 'Hidden.', media_url: null, is_deleted: 1 },
  { id: 3, name: 'Long Writer', message: LONG, media_url: '/media/long.webp', is_deleted: 0 },
];

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('ResizeObserver', NoopObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slides = () => screen.getAllByRole('group');

describe('testimonials section', () => {
  it('shows the visible testimonials with five stars, long ones cut to 50 words', async () => {
    mockApi({ '/api/testimonials.php': { result: true, Testimonials: TESTIMONIALS } });
    renderWithQuery(<TestimonialsSection />);
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
    await screen.findByText('Wonderful teachers.');
    expect(slides()).toHaveLength(2);
    expect(screen.queryByText('Withdrawn Person')).not.toBeInTheDocument();
    for (const slide of slides())
      expect(within(slide).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    const cut = within(slides()[1] as HTMLElement).getByText(/^word1 /);
    expect(cut.textContent?.endsWith('word50...')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  });

  it('logs the error and shows five built-in testimonials when the fetch fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/testimonials.php': new TypeError('Failed to fetch') });
    renderWithQuery(<TestimonialsSection />);
    await screen.findByText('Ananya R.');
    expect(slides()).toHaveLength(5);
    expect(log).toHaveBeenCalledWith('Failed to load testimonials', expect.any(TypeError));
  });

  it('says so when there is no visible testimonial', async () => {
    mockApi({ '/api/testimonials.php': { result: true, Testimonials: [TESTIMONIALS[1]] } });
    renderWithQuery(<TestimonialsSection />);
    expect(await screen.findByText('No testimonials available')).toBeInTheDocument();
  });
});
