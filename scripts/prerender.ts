import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { APP_PAGES, appPageExample, appShellFileName } from '../common/app-pages.ts';
import { pageFileName, SITE_PAGES } from '../common/site-pages.ts';

type ServerEntry = {
  render(url: string): Promise<{ html: string; head: string }>;
  appHead(pathname: string): string;
  siteUrl: string;
};

/** Renders every public route into dist/pages and writes robots.txt and sitemap.xml. */
export async function prerender(root: string) {
  const clientDir = path.join(root, 'dist/client');
  const pagesDir = path.join(root, 'dist/pages');
  mkdirSync(pagesDir, { recursive: true });
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry: ServerEntry = await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href);

  const shell = scriptsAfterStylesheet(template);
  const fill = (head: string, html: string) =>
    shell.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

  for (const page of SITE_PAGES) {
    const { html, head } = await entry.render(page.path);
    writeFileSync(path.join(pagesDir, pageFileName(page.path)), fill(head, html));
  }
  const notFound = await entry.render('/__not-found__');
  writeFileSync(path.join(pagesDir, '404.html'), fill(notFound.head, notFound.html));
  // Signed-in areas and mailed links render in the browser only: an empty root, no indexing,
  // and the page's own title and description (a tab or a screen reader never reads a bare address).
  for (const page of APP_PAGES) {
    const head = `<meta name="robots" content="noindex">${entry.appHead(appPageExample(page))}`;
    writeFileSync(path.join(pagesDir, appShellFileName(page)), fill(head, ''));
  }

  writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /live-class/\nDisallow: /dashboard\n\nSitemap: ${entry.siteUrl}/sitemap.xml\n`,
  );
  const urls = SITE_PAGES.map((p) => `  <url><loc>${entry.siteUrl}${p.path}</loc></url>`).join('\n');
  writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  // The template is not a page of its own.
  unlinkSync(path.join(clientDir, 'index.html'));
  // The build manifest is for the first-load budget check (scripts/first-load-js.ts), not served.
  renameSync(path.join(clientDir, '.vite/manifest.json'), path.join(root, 'dist/client-manifest.json'));
  rmSync(path.join(clientDir, '.vite'), { recursive: true });
  precompress(clientDir);
  // The pages too: the server then reads them as they are instead of compressing ~1 MB of HTML
  // at brotli's best level each time it starts (seconds of CPU per test server).
  precompress(pagesDir);
}

/**
 * The stylesheet first, and the entry script with its preloads at low priority: on a slow link
 * they then do not share the bandwidth with the stylesheet. The entry asks for the app only after
 * the first paint (client/lib/after-first-paint.ts).
 */
function scriptsAfterStylesheet(template: string): string {
  return stylesheetFirst(template)
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * Moves the stylesheet above the module script and its preloads: the page is prerendered, so it
 * can paint as soon as the CSS arrives, which then does not queue behind the scripts.
 */
function stylesheetFirst(template: string): string {
  const sheets = template.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  const firstScript = template.indexOf('<script type="module"');
  if (!sheets.length || firstScript < 0) return template;
  let rest = template;
  for (const sheet of sheets) rest = rest.replace(sheet, '');
  const at = rest.indexOf('<script type="module"');
  return `${rest.slice(0, at)}${sheets.join('')}${rest.slice(at)}`;
}

/** gzip and brotli siblings of text assets, served as they are by @fastify/static. */
function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
    } else if (/\.(html|js|css|svg|txt|xml|json|webmanifest)$/.test(name)) {
      const data = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data));
    }
  }
}
