import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMigratedTemplate, migratedTemplate } from './migrated-template.ts';

describe('the migrated template of an in-memory database', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'template-test-'));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is built once with every migration, then read; an older one is removed', async () => {
    const folder = newFolder();
    writeFileSync(path.join(folder, 'pglite-migrated-0000000000000000.tar'), 'an older template');
    const built = await migratedTemplate(folder);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const file = path.join(folder, files[0] ?? '');
    const builtAt = statSync(file).mtimeMs;

    const read = await migratedTemplate(folder);
    expect(statSync(file).mtimeMs).toBe(builtAt);
    expect(read.size).toBe(built.size);
    const client = new PGlite({ loadDataDir: read });
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const tables = await client.query(`select 1 from information_schema.tables where table_name = 'classes'`);
    await client.close();
    expect(rows[0]?.n).toBeGreaterThan(5);
    expect(tables.rows).toHaveLength(1);

    forgetMigratedTemplate(folder);
    expect(readdirSync(folder)).toEqual([]);
    // Building a database from every migration takes 3-6 s on a quiet machine, over 30 s beside
    // the live lane's browsers on a busy one: only a hang should fail it.
  }, 240_000);
});
