import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the new page, or at the section a link names. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
