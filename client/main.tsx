import './styles.css';
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

// A prerendered page is hydrated; its lazy route modules must be loaded first so the
// first client render matches the HTML.
if (container.hasChildNodes()) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
