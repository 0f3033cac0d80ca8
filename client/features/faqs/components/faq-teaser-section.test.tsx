import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { FaqTeaserSection } from './faq-teaser-section.tsx';

const FAQS = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  type: i % 2 ? 'students' : 'general',
  title: `Question ${i + 1}?`,
  content: `&lt;p&gt;Answer ${i + 1}&lt;/p&gt;`,
}));

afterEach(() => vi.unstubAllGlobals());

const questions = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('FAQ teaser', () => {
  it('shows the first four FAQs with the first one open, one open at a time', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/faqs.php': { result: true, Faqs: FAQS } });
    renderWithQuery(<FaqTeaserSection />);
    expect(screen.getByText('Loading FAQs...')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Question 1?' });
    expect(questions()).toEqual(['Question 1?', 'Question 2?', 'Question 3?', 'Question 4?']);
    expect(screen.getByRole('button', { name: 'Question 1?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Question 3?' }));
    expect(screen.getByRole('button', { name: 'Question 1?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Question 3?' }));
    expect(screen.queryByText('Answer 3')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All FAQs' })).toHaveAttribute('href', '/faq');
  });

  it('falls back to four built-in FAQs when the fetch fails', async () => {
    mockApi({ '/api/faqs.php': new TypeError('Failed to fetch') });
    renderWithQuery(<FaqTeaserSection />);
    await screen.findByRole('button', { name: 'What is the minimum age to join?' });
    expect(questions()).toHaveLength(4);
  });
});
