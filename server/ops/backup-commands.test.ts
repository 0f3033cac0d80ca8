import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migratedTemplate } from '../db/migrated-template.ts';
import { createTestUser } from '../test/fixtures.ts';
import { createTestDatabase, emptyTestDatabase } from '../test/test-database.ts';
import { checkArchive } from './backup.ts';
import { tempDir } from './ops-fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = !!process.env.TEST_DATABASE_URL;

/** `npm run <script> -- <args>` with the settings `env`; its exit code and output. */
async function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code: code as number, lines: output.trim().split('\n') };
}

const damage = async (archive: string, into: string) => {
  const bytes = await readFile(archive);
  await writeFile(into, bytes.subarray(0, bytes.length - 3000));
};

// npm run backup and npm run restore as a school runs them: on the embedded database, with the
// server running (it makes the backup) and stopped (the command opens the folder itself).
describe.skipIf(onPostgres)('npm run backup and npm run restore on the embedded database', () => {
  const dataDir = tempDir('school');
  const work = tempDir('school-backups');
  const env = { DATA_DIR: dataDir };
  let app: App;

  beforeAll(async () => {
    // An install the server has run on before: its database in DATA_DIR.
    await (await PGlite.create({ dataDir, loadDataDir: await migratedTemplate() })).close();
    app = await buildApp(loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      logger: false,
      backupCheckMs: 0,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await createTestUser(app.database.db, 'student', { firstName: 'Meera' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it('asks the running server for the backup, and says each step', async () => {
    const file = path.join(work, 'running.tar');
    const { code, lines } = await run('backup', ['--out', file], env);
    expect(code, lines.join('\n')).toBe(0);
    const port = (app.server.address() as { port: number }).port;
    expect(lines).toEqual([
      `The server (pid ${process.pid}) has the embedded database open: asking it for the backup at http://127.0.0.1:${port}`,
      'Copying the embedded database (statements wait only while its files are copied)',
      expect.stringMatching(/^Database: \d+ tables, \d+ rows, [\d.]+ MB$/),
      'Files: recordings none, chat-files none, practice-files none; 0 bytes in all',
      expect.stringMatching(
        /^Wrote .*running\.tar \([\d.]+ MB\) and read it back: every checksum matches its manifest$/,
      ),
      expect.stringMatching(/^Backup done in [\d.]+ s: .*running\.tar$/),
    ]);
    expect((await checkArchive(file)).database.rows['public.users']).toBe(1);
  });

  it("answers the backup call only with the server's token, from this machine", async () => {
    const { token } = JSON.parse(await readFile(path.join(dataDir, 'in-use.json'), 'utf8'));
    const ask = (authorization?: string, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/ops/backup',
        remoteAddress,
        headers: authorization ? { authorization } : {},
        payload: { file: path.join(work, 'refused.tar') },
      });
    for (const refused of [
      await ask(),
      await ask('Bearer wrong'),
      await ask(`Bearer ${token}`, '203.0.113.9'),
    ])
      expect([refused.statusCode, refused.json().error]).toEqual([
        403,
        'Not allowed: npm run backup on this machine asks for backups here',
      ]);
  });

  it("restores onto an empty DATA_DIR, and refuses the running server's, a second restore and a damaged archive", async () => {
    const file = path.join(work, 'running.tar');
    const inUse = await run('restore', [file], env);
    expect([inUse.code, inUse.lines]).toEqual([
      1,
      [
        `Restoring ${file} onto the embedded database in ${dataDir} and the files under ${dataDir}`,
        `Restore failed: ${dataDir} is in use by the server (pid ${process.pid}): its embedded database is one process's at a time`,
      ],
    ]);

    const fresh = { DATA_DIR: tempDir('school-restored') };
    try {
      const restored = await run('restore', [file], fresh);
      expect(restored.code, restored.lines.join('\n')).toBe(0);
      expect(restored.lines[0]).toBe(
        `Restoring ${file} onto the embedded database in ${fresh.DATA_DIR} and the files under ${fresh.DATA_DIR}`,
      );
      expect(restored.lines.at(-1)).toMatch(
        /^Restored the backup of \S+ \([\d.]+ MB, \d+ tables\) in [\d.]+ s\. Start the server on this install: its migrations bring an older backup up to date\.$/,
      );
      const again = await run('restore', [file], fresh);
      expect(again.code).toBe(1);
      expect(again.lines.at(-1)).toMatch(
        `Restore failed: Refusing to restore: ${fresh.DATA_DIR} already holds a database.`,
      );
    } finally {
      await rm(fresh.DATA_DIR, { recursive: true, force: true });
    }

    const cut = path.join(work, 'cut.tar');
    await damage(file, cut);
    const other = { DATA_DIR: tempDir('school-refused') };
    try {
      const refused = await run('restore', [cut], other);
      expect(refused.code).toBe(1);
      expect(refused.lines.at(-1)).toMatch(/^Restore failed: The archive is damaged: it ends /);
    } finally {
      await rm(other.DATA_DIR, { recursive: true, force: true });
    }
  });

  it('opens the database itself when the server is stopped', async () => {
    await app.close();
    const file = path.join(work, 'stopped.tar');
    const { code, lines } = await run('backup', ['--out', file], env);
    expect(code, lines.join('\n')).toBe(0);
    expect(lines[0]).toBe(
      `The server is not running: opening the embedded database in ${dataDir} for the backup`,
    );
    expect((await checkArchive(file)).database.rows['public.users']).toBe(1);
    const twice = await run('backup', ['--out', file], env);
    expect([twice.code, twice.lines]).toEqual([
      1,
      [`Backup failed: ${file} is already there: name another archive`],
    ]);
  });
});

describe.runIf(onPostgres)('npm run backup and npm run restore on PostgreSQL', () => {
  const work = tempDir('pg-backups');
  let source: Database;
  const url = () => (source.pool?.options.connectionString ?? '') as string;

  beforeAll(async () => {
    source = await createTestDatabase();
    await createTestUser(source.db, 'student', { firstName: 'Meera' });
  });
  afterAll(async () => {
    await source?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('dumps with pg_dump and restores with pg_restore onto an empty database only', async () => {
    const file = path.join(work, 'school.tar');
    const backedUp = await run('backup', ['--out', file], { DATABASE_URL: url(), DATA_DIR: work });
    expect(backedUp.code, backedUp.lines.join('\n')).toBe(0);
    expect(backedUp.lines[0]).toBe(
      'Dumping the PostgreSQL database with pg_dump (custom format, one snapshot)',
    );
    const target = await emptyTestDatabase();
    const files = tempDir('pg-restored');
    try {
      const env = { DATABASE_URL: target.url, DATA_DIR: files };
      const restored = await run('restore', [file], env);
      expect(restored.code, restored.lines.join('\n')).toBe(0);
      expect(restored.lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Database: \d+ tables, \d+ rows, as the manifest counts$/),
        ]),
      );
      const again = await run('restore', [file], env);
      expect(again.code).toBe(1);
      expect(again.lines.at(-1)).toMatch(
        /^Restore failed: Refusing to restore: the database of DATABASE_URL already has \d+ tables\./,
      );
    } finally {
      await target.drop();
      await rm(files, { recursive: true, force: true });
    }
  });
});
