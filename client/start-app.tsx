import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { ScreenRouter } from './app/screen-router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

const app = (
  <StrictMode>
    <ScreenRouter>
      <AppRoutes />
    </ScreenRouter>
  </StrictMode>
);
// A prerendered page is hydrated; its screen's code is loaded first so the first client render
// matches the HTML.
if (container.hasChildNodes()) {
  await preloadScreen(window.location.pathname).catch(() => {});
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
