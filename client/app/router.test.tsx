import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_PAGES } from '../../common/app-pages.ts';
import { school } from '../lib/school.ts';
import { AppRoutes, preloadScreen } from './router.tsx';

/** An address of the pattern, its parameters filled in. */
const address = (path: string) => path.replace(/:\w+\??/g, '12');

describe("a page the browser renders by itself, before its screen's code has arrived", () => {
  // The renders asked for each screen's code: it arrives before this file ends, not while the
  // next file (the same worker, isolate: false) runs.
  afterAll(() => Promise.all(APP_PAGES.map((p) => preloadScreen(address(p.path)))));

  it.each(APP_PAGES.map((p) => [address(p.path), p.title]))(
    '%s: the loading message under its own title, never the 404 page',
    (url, title) => {
      render(
        <MemoryRouter initialEntries={[`${url}?token=abc`]}>
          <AppRoutes />
        </MemoryRouter>,
      );
      expect(screen.getByRole('main')).toHaveTextContent(/^Loading\.\.\.$/);
      expect(document.title).toBe(`${title} | ${school.name}`);
    },
  );

  it('a path of no route is the 404 page', () => {
    render(
      <MemoryRouter initialEntries={['/accounts']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(document.title).toBe(`Page Not Found | ${school.name}`);
  });
});
