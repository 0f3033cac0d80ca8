import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_PAGES, type AppPage, appPage, appShellFileName } from '../../common/app-pages.ts';
import { pageFileName, SITE_PAGES } from '../../common/site-pages.ts';

type Page = { html: Buffer; gzip: Buffer; br: Buffer };

/** A prerendered page with its compressed forms: the build's siblings, or made here without them. */
function loadPage(file: string): Page {
  const html = readFileSync(file);
  const sibling = (ext: string, make: (b: Buffer) => Buffer) =>
    existsSync(`${file}.${ext}`) ? readFileSync(`${file}.${ext}`) : make(html);
  return { html, gzip: sibling('gz', (b) => gzipSync(b)), br: sibling('br', (b) => brotliCompressSync(b)) };
}

function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built website: hashed assets with long caching, each public route's
 * prerendered HTML, the app shell for signed-in areas, and a real 404 for the rest.
 * `/api` paths that match no route answer JSON.
 */
export const webPlugin = fp<{ clientDist: string }>(
  async (app, { clientDist }) => {
    const pagesDir = path.join(clientDist, '..', 'pages');
    const built = existsSync(path.join(pagesDir, '404.html'));
    if (!built) app.log.warn(`website not built in ${clientDist}; run "npm run build"`);

    const pages = new Map<string, Page>();
    let notFound: Page | null = null;
    const shells = new Map<AppPage, Page>();
    if (built) {
      for (const p of SITE_PAGES) pages.set(p.path, loadPage(path.join(pagesDir, pageFileName(p.path))));
      notFound = loadPage(path.join(pagesDir, '404.html'));
      for (const p of APP_PAGES) shells.set(p, loadPage(path.join(pagesDir, appShellFileName(p))));
      await app.register(fastifyStatic, {
        root: clientDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        // This version of @fastify/static hands over the Fastify reply.
        setHeaders(reply: unknown, file: string) {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          (reply as FastifyReply).header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    for (const [url, page] of pages) {
      app.get(url, { schema: { hide: true } }, (req, reply) => sendPage(req, reply, page));
    }

    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.status(404).send({ error: 'Not Found', message: `No API call at ${req.method} ${url}` });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return reply.status(404).send({ error: 'Not Found', message: 'Not Found' });
      }
      // One address per page: /faq/ -> /faq, /reset-password/?token=x -> /reset-password?token=x (the
      // client's router would take the slashed one for its page, over the 404 page's HTML).
      const bare = url.slice(0, -1);
      if (url.length > 1 && url.endsWith('/') && (pages.has(bare) || appPage(bare))) {
        return reply.redirect(`${bare}${req.url.slice(url.length)}`, 301);
      }
      // The pages the browser renders by itself (signed-in areas, mailed links): the unindexed app shell.
      const shell = shells.get(appPage(url) as AppPage);
      if (shell) return sendPage(req, reply, shell);
      if (notFound) return sendPage(req, reply, notFound, 404);
      return reply.status(404).type('text/plain').send('Page Not Found');
    });
  },
  { name: 'web' },
);
