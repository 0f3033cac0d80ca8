import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMeta } from './page-meta.ts';

/**
 * Keeps the title and description right as the visitor moves between pages. A layout effect, so
 * it runs before any screen's own effects and a screen can refine the title (useTabTitle).
 */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const meta = pageMeta(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname]);
}
