import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFileName, SITE_PAGES } from '../../common/site-pages.ts';
import { webPlugin } from './web.ts';

// A built site in miniature: each page names itself, the shell says it is not indexed.
const SHELL = '<meta name="robots" content="noindex"><div id="root"></div>';

describe('web pages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const app = Fastify();
  beforeAll(async () => {
    const pages = path.join(root, 'pages');
    mkdirSync(path.join(root, 'client'));
    mkdirSync(pages);
    for (const p of SITE_PAGES) writeFileSync(path.join(pages, pageFileName(p.path)), `page ${p.path}`);
    writeFileSync(path.join(pages, '404.html'), 'Page Not Found');
    writeFileSync(path.join(pages, 'app-shell.html'), SHELL);
    await app.register(webPlugin, { clientDist: path.join(root, 'client') });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/login',
    '/dashboard',
    '/live-class',
    '/live-class/12',
    '/live-class/12/camera',
    '/account',
    '/practice?assignment=3',
    '/forgot-password',
    '/reset-password?token=abc',
    '/accept-invitation?token=abc',
    '/verify-email?token=abc',
    '/cancel-email-change?token=abc',
  ])('%s is rendered by the browser from the unindexed app shell', async (url) => {
    const res = await app.inject({ url });
    expect([res.statusCode, res.body]).toEqual([200, SHELL]);
  });

  it.each(['/accounts', '/live-class/12/camera/more', '/account/settings'])(
    'other unknown paths (%s) are a real 404',
    async (url) => {
      const res = await app.inject({ url });
      expect([res.statusCode, res.body]).toEqual([404, 'Page Not Found']);
    },
  );

  it.each([
    ['/faq/', '/faq'],
    ['/account/', '/account'],
    ['/reset-password/?token=abc', '/reset-password?token=abc'],
  ])('%s leads to the one address of its page, %s', async (url, to) => {
    const res = await app.inject({ url });
    expect([res.statusCode, res.headers.location]).toEqual([301, to]);
  });
});
