import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { headTags } from './app/seo/head-tags.ts';
import { school } from './lib/school.ts';

export const siteUrl = school.siteUrl;

/** The <head> tags of a page the browser renders by itself (its shell has an empty root). */
export const appHead = (pathname: string) => headTags(pathname);

/** Renders one route to HTML at build time (scripts/prerender.ts). */
export async function render(url: string): Promise<{ html: string; head: string }> {
  const pathname = new URL(url, 'http://localhost').pathname;
  await preloadScreen(pathname);
  const app = (
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>
  );
  // Sections that load as they near the viewport are lazy: a first pass waits for their code,
  // so the second renders them in place. renderToString needs no inline script (strict CSP);
  // prerender's output would.
  await prerender(app);
  const html = renderToString(app);
  if (html.includes('<!--$!-->')) throw new Error(`${url}: a lazy section was not ready to prerender`);
  return { html, head: headTags(pathname) };
}
