// `npm run bench:bundle`: the JavaScript each public route loads on first visit, as
// gzip bytes of the built files, measured by loading the page in Chromium.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SITE_PAGES } from '../../common/site-pages.ts';
import { chromiumPath } from '../chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
// Every public route, and a missing page for the 404.
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...SITE_PAGES.map((p) => p.path), '/no-such-page'];

const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  cwd: root,
  // The demo's FAQs and testimonials: the lists' code loads with them.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr?.on('data', (chunk) => {
  serverErrors += chunk;
});
try {
  await waitForServer();
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
  server.kill();
}

/** Waits for the server's health check, however long a loaded machine takes to start it (the
 * first start compiles the server with tsx), and stops early if the server exits. */
async function waitForServer() {
  const deadline = Date.now() + Number(process.env.BENCH_SERVER_TIMEOUT_MS ?? 180_000);
  let exited: number | null = null;
  server.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null)
      throw new Error(`The server exited (code ${exited}) before answering:\n${serverErrors}`);
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base}/api/health did not answer within the time-out (BENCH_SERVER_TIMEOUT_MS)`);
}
