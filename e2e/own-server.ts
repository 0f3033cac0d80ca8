import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { schoolDate } from '../common/school-time.ts';
import { type App, type BuildOptions, buildApp } from '../server/app.ts';
import type { AppConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/database.ts';
import { createUser } from '../server/routes/auth/auth.service.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { waitForHydration, watchConsole } from './support.ts';

// A journey's own server, run in this process on an in-memory database of its own with no mail
// transport (every mail waits in the outbox to be read), starting with the school's admin and a
// teacher.

export const ADMIN = {
  email: 'head@school.example',
  password: 'admin-password-1',
  firstName: 'Ada',
  lastName: 'Head',
};
export const TEACHER = {
  email: 'tara@school.example',
  password: 'teacher-password-1',
  firstName: 'Tara',
  lastName: 'Bell',
};

export type OwnServer = {
  database: Database;
  /** Where it listens (http://127.0.0.1:port). */
  base: string;
  teacherId: number;
};

/** Starts the file's own server before its tests, with ADMIN and TEACHER, and closes it after them. */
export function ownServer(config: AppConfig, options: Omit<BuildOptions, 'database' | 'logger'> = {}) {
  const own = {} as OwnServer;
  let app: App | undefined;
  test.beforeAll(async () => {
    // A fresh database migrates in a few seconds on a quiet machine, far longer on a loaded one.
    test.setTimeout(180_000);
    own.database = await openDatabase({ kind: 'pglite', dataDir: null });
    app = await buildApp(config, { database: own.database, logger: false, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    own.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // No time zones: each person's comes from their browser when they sign in.
    await createUser(own.database.db, { ...ADMIN, role: 'admin' });
    ({ id: own.teacherId } = await createUser(own.database.db, { ...TEACHER, role: 'teacher' }));
  });
  test.afterAll(async () => {
    await app?.close();
    await own.database?.close();
  });
  return own;
}

/**
 * ownServer with its timed jobs off and its mail sent over SMTP to a sink on loopback, read as
 * `smtp.sink` (the way a real school's mail leaves: the outbox, nodemailer, an SMTP server).
 */
export function ownServerWithMail(config: AppConfig) {
  const smtp = {} as { sink: SmtpSink };
  test.beforeAll(async () => {
    smtp.sink = await startSmtpSink();
    // Read when the server is built, in ownServer's beforeAll, which runs after this one.
    config.mail.smtpUrl = smtp.sink.url;
  });
  test.afterAll(() => smtp.sink?.close());
  const own = ownServer(config, { renewalMs: 0, overdueReminderMs: 0, lessonReminderMs: 0, noShowMs: 0 });
  return { own, smtp };
}

/**
 * A desktop page (1440 px) on the journey's server in a context of its own, on the school's clock
 * or the zone given; `problems` gathers its console errors.
 */
export async function newPage(
  own: OwnServer,
  browser: Browser,
  { timezoneId, strict = false }: { timezoneId?: string; strict?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL: own.base,
    timezoneId,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page, { strict }) };
}

/** Signs in on /login (an e-mail or a child's username) and lands on the dashboard. */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The next Monday on the school's calendar at least a week ahead. */
export function nextMonday(timeZone: string): string {
  const d = new Date(`${schoolDate(timeZone)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
