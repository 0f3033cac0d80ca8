import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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
  // No loaders, so no hydration data: the page needs no inline script (strict CSP).
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, head: headTags(new URL(url, 'http://localhost').pathname) };
}
