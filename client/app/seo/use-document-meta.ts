import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMeta } from './page-meta.ts';

/** Keeps the title and description right as the visitor moves between pages. */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageMeta(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname]);
}
