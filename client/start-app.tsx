import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import type { EarlyTaps } from './lib/early-taps.ts';

const app = (
  <StrictMode>
    {/* Navigations run in a transition: the page stays until the next screen's code is there. */}
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

/** Hydrates the prerendered page (or renders a page that has none), then taps again a tap that came early. */
export async function startApp(earlyTaps: EarlyTaps) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  if (!container.hasChildNodes()) {
    earlyTaps.take();
    createRoot(container).render(app);
    return;
  }
  // The screen's code is loaded first so the first client render matches the HTML. Running the
  // app's code, asking for the screen's (Vite adds a preload link per file), running the screen's
  // code and hydrating are four tasks, not one long one on a slow phone.
  await nextTask();
  await preloadScreen(window.location.pathname).catch(() => {});
  await nextTask();
  // For measuring: when hydration began (after the first paint, see main.tsx).
  performance.mark('hydration-start');
  // In a transition, React hydrates in slices and yields to input between them; each part
  // (HydrationPart) is a boundary of its own, hydrated later, first the one a tap reaches.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
  });
  // The root listens from here on: a tap now hydrates what it reaches, then runs.
  earlyTaps.take()?.click();
}

/** A hydration mismatch React recovered from (it rendered the part anew): a bug to see, not to hide. */
function reportRecoverableError(error: unknown) {
  console.error('Hydration error (recovered):', error);
}

function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
