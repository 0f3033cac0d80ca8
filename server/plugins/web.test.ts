import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PAGES, appShellFileName } from '../../common/app-pages.ts';
import { pageFileName, SITE_PAGES } from '../../common/site-pages.ts';
import { webPlugin } from './web.ts';

// A built site in miniature: each page names itself, each app page's shell says it is not indexed
// and carries its page's title.
const shellOf = (title: string) =>
  `<meta name="robots" content="noindex"><title>${title}</title><div id="root"></div>`;

describe('web pages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const app = Fastify();
  beforeAll(async () => {
    const pages = path.join(root, 'pages');
    mkdirSync(path.join(root, 'client'));
    mkdirSync(pages);
    for (const p of SITE_PAGES) writeFileSync(path.join(pages, pageFileName(p.path)), `page ${p.path}`);
    writeFileSync(path.join(pages, '404.html'), 'Page Not Found');
    for (const p of APP_PAGES) writeFileSync(path.join(pages, appShellFileName(p)), shellOf(p.title));
    await app.register(webPlugin, { clientDist: path.join(root, 'client') });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/login', 'Sign in'],
    ['/dashboard', 'Dashboard'],
    ['/live-class', 'Live class'],
    ['/live-class/12', 'Live class'],
    ['/live-class/12/camera', 'Second camera'],
    ['/account', 'Account'],
    ['/practice?assignment=3', 'Practice room'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Choose a new password'],
    ['/accept-invitation?token=abc', 'Set your password'],
    ['/verify-email?token=abc', 'Confirm your new email'],
    ['/cancel-email-change?token=abc', 'Stop the change of your email'],
  ])('%s is rendered by the browser from the unindexed shell titled %s', async (url, title) => {
    const res = await app.inject({ url });
    expect([res.statusCode, res.body]).toEqual([200, shellOf(title)]);
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
