import { type ReactNode, useLayoutEffect, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { preloadScreen } from './router.tsx';

/**
 * React Router's BrowserRouter, except that a navigation is shown once the next screen's code
 * has arrived or failed (its time-out included): the page stays meanwhile, and a link to a
 * section of another page finds it. BrowserRouter does this with a transition, which Preact
 * (preact/compat) runs at once, showing the loading message instead.
 */
export function ScreenRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen((next) => {
      const mine = ++latest;
      preloadScreen(next.location.pathname)
        .catch(() => {
          // The screen shows the failure.
        })
        .finally(() => {
          if (mine === latest) setShown(next);
        });
    });
  }, [history]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
