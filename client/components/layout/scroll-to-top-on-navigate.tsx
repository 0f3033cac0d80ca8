import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every change of path starts at the top of the new page, or at the section a link names. The
 * first render (the page's hydration) is no change: a reader who scrolled while the page loaded
 * stays where they are, and the browser has already found a section the address names.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
