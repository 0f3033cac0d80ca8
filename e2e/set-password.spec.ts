import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type App, buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/database.ts';
import { provideAdmin } from '../server/routes/auth/admin-account.ts';
import { PASSWORD_SET } from '../server/routes/auth/set-password-page.ts';
import { ANY_WIDTH, watchConsole } from './support.ts';

// The link `npm run admin:create` prints holds a token kept in the server's database, so this
// journey runs a server of its own (in this process, on an in-memory database) to make one.
let database: Database;
let app: App;
let base: string;

test.beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await app?.close();
  await database?.close();
});

test(
  'the first admin sets the password through the one-use link, then signs in',
  ANY_WIDTH,
  async ({ page }) => {
    const problems = watchConsole(page, { strict: true });
    const account = { email: 'head@school.example', firstName: 'Ada', lastName: 'Admin' };
    const { token } = await provideAdmin(database.db, account, null);
    await page.goto(`${base}/api/auth/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill('browser-password-1');
    await page.getByLabel('Repeat the new password').fill('browser-password-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(PASSWORD_SET)).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${base}/login`);
    const signIn = await page.request.post(`${base}/api/auth/login`, {
      data: { email: account.email, password: 'browser-password-1' },
    });
    expect(signIn.status()).toBe(200);
    expect(problems).toEqual([]);
  },
);
