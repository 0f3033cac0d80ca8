import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router.tsx';
import { headTags } from './app/seo/head-tags.ts';
import { school } from './lib/school.ts';

export const siteUrl = school.siteUrl;

/** Renders one route to HTML at build time (scripts/prerender.ts). */
export async function render(url: string): Promise<{ html: string; head: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );
  // Sections that load as they near the viewport are lazy: a first pass waits for their code,
  // so the second renders them in place. renderToString, as the page has no loaders and so no
  // hydration data, needs no inline script (strict CSP); prerender's output would.
  await prerender(app);
  const html = renderToString(app);
  if (html.includes('<!--$!-->')) throw new Error(`${url}: a lazy section was not ready to prerender`);
  return { html, head: headTags(new URL(url, 'http://localhost').pathname) };
}
