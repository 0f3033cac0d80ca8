import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { PASSWORD_SET } from '../../../common/schemas/account.ts';
import { notOneLine } from '../../../common/schemas/fields.ts';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../../common/schemas/password-rules.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';

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
    // A name goes into mails and calendar files, each on one line.
    const broken = await adminCreate(['--email', 'head@school.example', '--first-name', 'Ada\rUID:x']);
    expect([broken.code, broken.output.split('\n')[0]]).toEqual([1, notOneLine('First name')]);

    const linked = await adminCreate(['--email', 'head@school.example', '--first-name', 'Ada']);
    expect(linked.code).toBe(0);
    // The site's page of the link, which works for 1 hour.
    const link = /(https:\/\/school\.example\/reset-password\?token=[\w-]{43})\s/.exec(linked.output)?.[1];
    expect(link).toBeDefined();
    expect(linked.output).toContain('within 1 hour to set its password');

    const piped = await adminCreate(
      ['--email', 'deputy@school.example', '--password-stdin'],
      'piped-password-1\n',
    );
    expect(piped.code).toBe(0);
    expect(piped.output).not.toContain('piped-password-1');
    const short = await adminCreate(['--email', 'third@school.example', '--password-stdin'], 'short-pw1\n');
    expect([short.code, short.output.trim()]).toEqual([1, PASSWORD_TOO_SHORT]);
    const common = await adminCreate(
      ['--email', 'third@school.example', '--password-stdin'],
      'password123\n',
    );
    expect([common.code, common.output.trim()]).toEqual([1, PASSWORD_TOO_COMMON]);

    // The server on the same database: the link sets the first admin's password, the piped one works.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      database,
      logger: false,
    });
    try {
      // What the site's /reset-password page asks the API, with the link's token.
      const token = new URL(link ?? '').searchParams.get('token') ?? '';
      const page = await app.inject({ method: 'GET', url: `/api${API.accountLink}?token=${token}` });
      expect(page.json()).toEqual({
        purpose: 'password-reset',
        email: 'head@school.example',
        firstName: 'Ada',
      });
      const set = await app.inject({
        method: 'POST',
        url: `/api${API.resetPassword}`,
        payload: { token, password: 'linked-password-1' },
      });
      expect(set.json().message).toBe(PASSWORD_SET);
      const login = (email: string, password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const first = await login('head@school.example', 'linked-password-1');
      expect([first.statusCode, first.json().user.firstName]).toEqual([200, 'Ada']);
      expect((await login('deputy@school.example', 'piped-password-1')).statusCode).toBe(200);
      expect((await login('third@school.example', 'password123')).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  }, 600_000);
});
