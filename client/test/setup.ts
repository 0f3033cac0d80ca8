import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no media queries; components ask for reduced motion and widths.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The test machine is shared and often busy: give async queries more than the default 1 s. A
// query ends as soon as its element is there; 5 s ran out beside two CPU burners and other tests.
configure({ asyncUtilTimeout: 15_000 });

// One jsdom serves a worker's files one after another (isolate: false): each test starts at '/',
// whatever address the one before it left (a prerender test of /no-such-page broke the next file).
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});
