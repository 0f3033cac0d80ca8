// `npm run screenshots -- [path ...]`: full-page screenshots of a running site at 1440 and
// 390 px wide, into screenshots/ (BASE_URL, default http://127.0.0.1:3000). With
// SIGN_IN=email:password it signs in first and adds the e-mail's name to the file names.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SITE_PAGES } from '../common/site-pages.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : SITE_PAGES.map((p) => p.path);
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
for (const width of [1440, 390]) {
  const page = await browser.newPage({
    viewport: { width, height: width > 1000 ? 900 : 844 },
    deviceScaleFactor: 1,
  });
  const [email, password] = (process.env.SIGN_IN ?? '').split(':');
  if (email) {
    const res = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
    if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()}`);
  }
  const who = email ? `-${email.split('@')[0]}` : '';
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const name = (path === '/' ? 'home' : path.slice(1).replace(/[/?=&]/g, '_')) + who;
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
