import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { users } from '../schema.ts';

const DEMO_ACCOUNTS = [
  'admin@example.com',
  'teacher@example.com',
  'student@example.com',
  'student2@example.com',
  'parent@example.com',
];
// Every password the demo knows (DEMO_PASSWORD, DEMO_CLASS_PASSWORD), default and as set here;
// enough sign-ins per address to try them all.
const DEMO_ENV = { DEMO_PASSWORD: 'set-demo-password', DEMO_CLASS_PASSWORD: 'set-class-password' };
const KNOWN_PASSWORDS = ['demo-password', 'letmein', ...Object.values(DEMO_ENV)];
const ENV = { ...DEMO_ENV, NODE_ENV: 'production', DATA_DIR: 'memory://', LOGIN_RATE_LIMIT: '1000' };
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Tries every demo account with every known password; the answers' statuses. */
async function demoSignIns(login: (payload: { email: string; password: string }) => Promise<number>) {
  const statuses: number[] = [];
  for (const email of DEMO_ACCOUNTS)
    for (const password of KNOWN_PASSWORDS) statuses.push(await login({ email, password }));
  return statuses;
}

/** Everything the app writes: its logger's lines and the operator's console lines. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  vi.spyOn(console, 'log').mockImplementation((...args) => {
    lines.push(args.join(' '));
  });
  return { logger: { level: 'info', stream }, text: () => lines.join('\n') };
}

// Each test builds an app on a fresh database and signs in many times (up to 13 s seen).
describe('a new install', { timeout: 300_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('has no account on an empty production database, and says how to make the first admin', async () => {
    const log = captureLog();
    const database = await createTestDatabase();
    // Built as server/server.ts builds it: the production settings, nothing else.
    const config = loadConfig(ENV);
    const app = await buildApp(config, { database, logger: log.logger });
    try {
      expect(await database.db.select().from(users)).toEqual([]);
      const statuses = await demoSignIns(async (payload) => {
        return (await app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode;
      });
      expect(new Set(statuses)).toEqual(new Set([401]));
      expect(log.text()).toContain('npm run admin:create -- --email');
      for (const password of KNOWN_PASSWORDS) expect(log.text()).not.toContain(password);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('adds the demo data when asked (SEED_DEMO=1), and logs no password', async () => {
    const log = captureLog();
    const database = await createTestDatabase();
    const config = loadConfig({ ...ENV, SEED_DEMO: '1' });
    const app = await buildApp(config, { database, logger: log.logger });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'teacher@example.com', password: DEMO_ENV.DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(log.text()).toContain('Demo accounts');
      for (const password of KNOWN_PASSWORDS) expect(log.text()).not.toContain(password);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('npm start on an empty database', () => {
  let server: ChildProcess | undefined;
  afterEach(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  });

  it('serves no account that signs in with a known password, and its log holds no password', async () => {
    // server/server.ts itself, as scripts/start.mjs runs it, on a new embedded database.
    const { DATABASE_URL: _url, SEED_DEMO: _seed, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: ROOT,
      env: { ...env, ...ENV, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    const base = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        const running = /running at (http:\/\/\S+)/.exec(output);
        if (running?.[1]) resolve(running[1]);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', () => reject(new Error(`the server stopped: ${output}`)));
    });
    const statuses = await demoSignIns(async (payload) => {
      const headers = { 'content-type': 'application/json' };
      return (
        await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(payload) })
      ).status;
    });
    expect(new Set(statuses)).toEqual(new Set([401]));
    child.kill('SIGTERM');
    await once(child, 'exit');
    expect(output).toContain('npm run admin:create');
    for (const password of KNOWN_PASSWORDS) expect(output).not.toContain(password);
  }, 300_000);
});
