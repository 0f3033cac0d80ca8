import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScrollToTopOnNavigate } from '../../components/layout/scroll-to-top-on-navigate.tsx';
import { lazyScreen, ScreenView } from './lazy-screen.tsx';

/** A screen whose code arrives when the test says. */
function heldScreen(text: string) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const screen = lazyScreen(async () => {
    await arrived;
    return () => <h1 id="top-of-next">{text}</h1>;
  });
  return { screen, arrive };
}

describe('a navigation to a lazy screen', () => {
  it('keeps the page, its scroll place included, until the next screen has arrived', async () => {
    const here = lazyScreen(async () => () => (
      <>
        <h1>Here</h1>
        <Link to="/next">Next</Link>
      </>
    ));
    await here.preload();
    const next = heldScreen('Next page');
    render(
      <BrowserRouter>
        <ScrollToTopOnNavigate />
        <Suspense fallback={<p>Loading page...</p>}>
          <Routes>
            <Route path="/" element={<ScreenView key={here.key} screen={here} />} />
            <Route path="/next" element={<ScreenView key={next.screen.key} screen={next.screen} />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    const scrolls: unknown[] = [];
    window.scrollTo = ((...args: unknown[]) => scrolls.push(args)) as typeof window.scrollTo;
    // The first render is no change of path: the reader's place is kept.
    expect(scrolls).toEqual([]);

    const link = await screen.findByRole('link', { name: 'Next' });
    act(() => link.click());
    // The navigation is a transition: the page stays, with no loading message and no scroll.
    expect(screen.getByRole('heading', { name: 'Here' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).toBeNull();
    expect(scrolls).toEqual([]);

    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Here' })).toBeNull();
    // Then the new page starts at the top.
    expect(scrolls).toEqual([[{ top: 0, behavior: 'instant' }]]);
  });
});
