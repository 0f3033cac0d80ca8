import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';
import { type App, type BuildOptions, buildApp } from '../server/app.ts';
import type { AppConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/database.ts';
import { createUser } from '../server/routes/auth/auth.service.ts';

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
