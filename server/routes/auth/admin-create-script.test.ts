import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { PASSWORD_SET } from './set-password-page.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SITE = 'https://school.example';
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));

/** `npm run admin:create -- <args>` on the embedded database in dataDir; its exit code and output. */
async function adminCreate(args: string[], stdin = '') {
  const { DATABASE_URL: _url, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, SCHOOL_SITE_URL: SITE, NODE_ENV: 'production' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(stdin);
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
}

describe('npm run admin:create', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes the first admin with a one-use link, or with a password from standard input', async () => {
    expect((await adminCreate(['--email', 'not-an-address'])).code).toBe(1);

    const linked = await adminCreate(['--email', 'head@school.example', '--first-name', 'Ada']);
    expect(linked.code).toBe(0);
    const link = /(https:\/\/school\.example\/api\/auth\/reset-password\?token=[\w-]{43})\s/.exec(
      linked.output,
    )?.[1];
    expect(link).toBeDefined();

    const piped = await adminCreate(
      ['--email', 'deputy@school.example', '--password-stdin'],
      'piped-password-1\n',
    );
    expect(piped.code).toBe(0);
    expect(piped.output).not.toContain('piped-password-1');
    const short = await adminCreate(['--email', 'third@school.example', '--password-stdin'], 'short\n');
    expect([short.code, short.output.trim()]).toEqual([1, 'Password must be at least 8 characters']);

    // The server on the same database: the link sets the first admin's password, the piped one works.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      database,
      logger: false,
    });
    try {
      const url = new URL(link ?? '');
      const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.statusCode).toBe(200);
      const token = url.searchParams.get('token') ?? '';
      const set = await app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token,
          password: 'linked-password-1',
          confirm: 'linked-password-1',
        }).toString(),
      });
      expect(set.body).toContain(PASSWORD_SET);
      const login = (email: string, password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const first = await login('head@school.example', 'linked-password-1');
      expect([first.statusCode, first.json().user.firstName]).toEqual([200, 'Ada']);
      expect((await login('deputy@school.example', 'piped-password-1')).statusCode).toBe(200);
      expect((await login('third@school.example', 'short')).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  }, 600_000);
});
