import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { FaqBrowser } from './faq-browser.tsx';

const FAQS = [
  {
    id: 1,
    type: 'general',
    title: 'Minimum age?',
    content: '&lt;p&gt;From &lt;strong&gt;5&lt;/strong&gt;.&lt;/p&gt;',
  },
  {
    id: 2,
    type: 'general',
    title: 'Online or offline?',
    content: '<p>Both.</p><script>window.hacked = 1</script>',
  },
  { id: 3, type: 'students', title: 'Own instrument?', content: '<p>Yes.</p>' },
  { id: 4, type: '', title: 'Untyped question?', content: '<p>Counts as general.</p>' },
];

afterEach(() => vi.unstubAllGlobals());

describe('FAQ page', () => {
  it('shows loading text, then the General FAQs tab', async () => {
    mockApi({ '/api/faqs.php': { result: true, Faqs: FAQS } });
    renderWithQuery(<FaqBrowser />);
    // It keeps the answers' place (20rem), so their arrival does not move the footer on a phone.
    expect(screen.getByText('Loading FAQs...')).toHaveClass('min-h-80');
    expect(await screen.findByRole('button', { name: 'Minimum age?' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General FAQs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Untyped question?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Own instrument?' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General FAQs',
      'For Students',
      'For Parents',
      'Career Support',
      'Performance Opportunities',
    ]);
  });

  it('opens one decoded, sanitised answer at a time; switching category closes it', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/faqs.php': { result: true, Faqs: FAQS } });
    renderWithQuery(<FaqBrowser />);
    const first = await screen.findByRole('button', { name: 'Minimum age?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Minimum age?' });
    expect(within(answer).getByText('5').tagName).toBe('STRONG');

    const second = screen.getByRole('button', { name: 'Online or offline?' });
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Both.')).toBeInTheDocument();
    expect(document.querySelector('main script, [role=region] script')).toBeNull();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    await user.click(screen.getByRole('tab', { name: 'For Students' }));
    await user.click(screen.getByRole('tab', { name: 'General FAQs' }));
    expect(screen.getByRole('button', { name: 'Minimum age?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when a category has no FAQs', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/faqs.php': { result: true, Faqs: FAQS } });
    renderWithQuery(<FaqBrowser />);
    await screen.findByRole('button', { name: 'Minimum age?' });
    await user.click(screen.getByRole('tab', { name: 'Career Support' }));
    expect(screen.getByText('No FAQs available for this category.')).toBeInTheDocument();
  });

  it("shows 'Failed to load FAQs' instead of the list when the fetch throws", async () => {
    mockApi({ '/api/faqs.php': new TypeError('Failed to fetch') });
    renderWithQuery(<FaqBrowser />);
    expect(await screen.findByText('Failed to load FAQs')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("shows 'No FAQs found' when the answer carries no list", async () => {
    mockApi({ '/api/faqs.php': { result: false } });
    renderWithQuery(<FaqBrowser />);
    expect(await screen.findByText('No FAQs found')).toBeInTheDocument();
  });

  it('describes the FAQs as FAQPage structured data', async () => {
    mockApi({ '/api/faqs.php': { result: true, Faqs: FAQS } });
    const { container } = renderWithQuery(<FaqBrowser />);
    await screen.findByRole('button', { name: 'Minimum age?' });
    // Written a task after the list.
    const block = await waitFor(() => {
      const found = container.querySelector('script[type="application/ld+json"]');
      if (!found) throw new Error('no structured data yet');
      return found;
    });
    const data = JSON.parse(block.textContent ?? '');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Minimum age?',
      acceptedAnswer: { '@type': 'Answer', text: 'From 5.' },
    });
  });
});
