import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { school } from '../../../lib/school.ts';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { EMBED_SCRIPT } from '../hooks/use-instagram-embed.ts';
import { InstagramSection } from './instagram-section.tsx';

const FEEDS = [1, 2, 3, 4, 5].map((n) => ({ instafeed_url: `https://www.instagram.com/p/Post${n}/` }));
const embedScript = () => document.querySelector<HTMLScriptElement>(`script[src="${EMBED_SCRIPT}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  embedScript()?.remove();
  delete window.instgrm;
});

describe('Instagram section', () => {
  it('shows the first four posts as links and a QR code to the profile', async () => {
    mockApi({ '/api/instafeeds.php': { result: true, Instafeeds: FEEDS } });
    renderWithQuery(<InstagramSection />);
    expect(screen.getByText('Loading Instagram feeds...')).toBeInTheDocument();
    await screen.findAllByRole('link', { name: /View this post on Instagram/ });
    const posts = screen.getAllByRole('link', { name: /View this post on Instagram/ });
    expect(posts.map((a) => a.getAttribute('href'))).toEqual(FEEDS.slice(0, 4).map((f) => f.instafeed_url));
    expect(screen.getByRole('img', { name: 'QR code to our Instagram profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit our profile' })).toHaveAttribute(
      'href',
      school.social.photo,
    );
  });

  it('loads the embed script on demand, processes the posts when it is ready and again 500 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ '/api/instafeeds.php': { result: true, Instafeeds: FEEDS } });
    renderWithQuery(<InstagramSection />);
    await screen.findAllByRole('link', { name: /View this post on Instagram/ });
    expect(embedScript()).not.toBeNull();

    const process = vi.fn();
    window.instgrm = { Embeds: { process } };
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(process).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(process).toHaveBeenCalledTimes(2);
  });

  it('gives up quietly when the script cannot load: the posts stay links', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ '/api/instafeeds.php': { result: true, Instafeeds: FEEDS } });
    renderWithQuery(<InstagramSection />);
    await screen.findAllByRole('link', { name: /View this post on Instagram/ });
    act(() => {
      embedScript()?.dispatchEvent(new Event('error'));
    });
    const process = vi.fn();
    window.instgrm = { Embeds: { process } };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(process).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: /View this post on Instagram/ })).toHaveLength(4);
  });

  it.each([
    ['the answer carries no list', { result: false }, 'No Instagram feeds found'],
    ['the list is empty', { result: true, Instafeeds: [] }, 'No Instagram feeds available'],
    ['the fetch throws', new TypeError('Failed to fetch'), 'Failed to load Instagram feeds'],
  ])('says so when %s', async (_case, answer, message) => {
    mockApi({ '/api/instafeeds.php': answer });
    renderWithQuery(<InstagramSection />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(embedScript()).toBeNull());
  });
});
