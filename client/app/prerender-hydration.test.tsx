import { format } from 'node:util';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { InViewObserver, NoopObserver } from '../test/observers.ts';
import { AppRoutes, preloadScreen } from './router.tsx';

// One page of each kind: the course pages share a screen (music production hides a plan tab).
const PATHS = [
  '/',
  '/about-us',
  '/hsm-offline',
  '/admission-form',
  '/faq',
  '/contact',
  '/terms-conditions',
  '/teacher-policy',
  '/guitar',
  '/music-production',
  '/no-such-page',
];

// The first page compiles the whole site in the test runner: 1.5 s on a quiet machine, over the
// lane's 120 s in a loaded CI run (beside the browser lanes). Its sections get 150 s to arrive, and
// a test 300 s, so only a section that never loads fails, and with a message that names it.
const SECTIONS_LOAD_MS = 150_000;
const PAGE_TEST_MS = 300_000;

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

/** The page at `path` as the build prerenders it (client/entry-server.tsx), every section in place. */
async function prerendered(path: string): Promise<string> {
  await preloadScreen(path);
  const page = () => (
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>
  );
  // The sections that load near the viewport are all in view here: a first client render asks for
  // their code.
  window.history.replaceState(null, '', path);
  const scratch = document.createElement('div');
  const root = createRoot(scratch);
  act(() => root.render(<BrowserRouter>{<AppRoutes />}</BrowserRouter>));
  let html = renderToString(page());
  // A round per 20 ms while their code loads (imports the test runner compiles: seconds on a busy
  // machine); only a section that never loads runs out the rounds' time.
  const deadline = Date.now() + SECTIONS_LOAD_MS;
  while (Date.now() < deadline && html.includes('<!--$!-->')) {
    await settle();
    html = renderToString(page());
  }
  act(() => root.unmount());
  expect(html, `${path}: a section was not ready`).not.toContain('<!--$!-->');
  return html;
}

afterEach(() => vi.restoreAllMocks());

// React DOM's development build compares every element's attributes and text with the
// prerendered HTML as it hydrates and reports each difference (a `useId` id from another place in
// the tree, text split in two) as a console error or a recoverable error; the production build
// keeps the HTML's attributes silently. So each page is hydrated here, on the renderer that ships.
describe('a prerendered page hydrates as it was rendered', () => {
  for (const path of PATHS) {
    it(
      path,
      async () => {
        // The public lists, empty: their sections render their empty state after hydration.
        mockApi({
          'GET /api/faqs.php': () => ({ result: true, Faqs: [] }),
          'GET /api/testimonials.php': () => ({ result: true, Testimonials: [] }),
          'GET /api/instafeeds.php': () => ({ result: true, Instafeeds: [] }),
        });
        vi.stubGlobal('IntersectionObserver', InViewObserver);
        vi.stubGlobal('ResizeObserver', NoopObserver);
        // jsdom plays no video (the home page's hero), and a parsed `muted` attribute leaves its
        // video unmuted there, unlike in a browser.
        vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
        vi.spyOn(HTMLMediaElement.prototype, 'muted', 'get').mockImplementation(function (this: Element) {
          return this.hasAttribute('muted');
        });
        const html = await prerendered(path);
        const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
        const recovered: unknown[] = [];
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
        try {
          window.history.replaceState(null, '', path);
          const root = hydrateRoot(
            container,
            <StrictMode>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </StrictMode>,
            { onRecoverableError: (error) => recovered.push(error) },
          );
          // Every part, each a boundary React hydrates in a pass of its own.
          for (let i = 0; i < 10; i++) await settle();
          expect(recovered).toEqual([]);
          expect(errors.mock.calls.map((call) => format(...call).slice(-2500))).toEqual([]);
          // The prerendered ids are the hydrated page's (labels and tabs point where they did).
          expect([...container.querySelectorAll('[id]')].map((el) => el.id)).toEqual(
            expect.arrayContaining(ids),
          );
          act(() => root.unmount());
        } finally {
          container.remove();
        }
      },
      PAGE_TEST_MS,
    );
  }
});
