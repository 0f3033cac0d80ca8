import './lib/zod-jitless.ts';
import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { ScreenRouter } from './app/screen-router.tsx';
import { hydrateInTurns } from './lib/hydrate-in-turn.tsx';

// Preact runs effects after the next frame (up to 35 ms later); React runs those of a click or
// key press before the next event. Effects are where dialogs and menus start listening for
// Escape and lock the page's scroll: once the page is up, they run right after each render, as
// React's do, so a key pressed as a dialog appears reaches it. The first render's effects keep
// Preact's timing: run at once, they would join hydration in one long task on a slow phone.
const runEffectsAtOnce = () => {
  options.requestAnimationFrame = queueMicrotask;
};

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
  // Running the app's code, asking for the screen's (Vite adds a preload link per file), running
  // the screen's code and hydrating are four tasks, not one long one on a slow phone.
  await nextTask();
  await preloadScreen(window.location.pathname).catch(() => {});
  await nextTask();
  // For measuring: when hydration began (after the first paint, see main.tsx).
  performance.mark('hydration-start');
  hydrateInTurns(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
requestAnimationFrame(() => setTimeout(runEffectsAtOnce, 0));

function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
