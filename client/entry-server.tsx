import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { headTags } from './app/seo/head-tags.ts';
import { school } from './lib/school.ts';

export const siteUrl = school.siteUrl;

/**
 * Renders one route to HTML at build time (scripts/prerender.ts), with Preact, which hydrates it
 * in the browser (vite.config.ts aliases react to preact/compat): its `useId` ids then match.
 */
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
  // The async renderer waits for the sections that load as they near the viewport, so they are
  // rendered in place (between the <!--$s--> markers Preact hydrates Suspense by). The JSX is
  // typed as React's but built as Preact's.
  const html = await renderToStringAsync(app as unknown as VNode);
  return { html, head: headTags(pathname) };
}
