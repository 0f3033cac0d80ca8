// `npm run bench:bundle`: the JavaScript each public route loads on first visit, as
// gzip bytes of the built files, measured by loading the page in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SITE_PAGES } from '../../common/site-pages.ts';
import { chromiumPath } from '../chromium-path.mjs';
import { demoApp } from './demo-app.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
// Every public route, and a missing page for the 404.
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...SITE_PAGES.map((p) => p.path), '/no-such-page'];

const app = await demoApp();
await app.listen({ port, host: '127.0.0.1' });
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  console.log('route'.padEnd(22), 'JS files', 'gzip KB');
  for (const route of routes) {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === base && url.pathname.endsWith('.js')) files.add(url.pathname);
    });
    // Network idle alone can come between the entry and the app it starts after the first paint
    // on a loaded machine: wait for the app to have started hydrating (start-app marks it).
    await page.goto(`${base}${route}`);
    await page.waitForFunction(() => performance.getEntriesByName('hydration-start').length > 0, null, {
      timeout: 120_000,
    });
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const file of files)
      bytes += gzipSync(readFileSync(path.join(root, 'dist/client', file)), { level: 9 }).length;
    console.log(route.padEnd(22), String(files.size).padStart(8), (bytes / 1024).toFixed(1).padStart(7));
    await page.close();
  }
  await browser.close();
} finally {
  await app.close();
}
