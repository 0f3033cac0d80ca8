import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.ts';

// A new in-memory PGlite runs initdb and every migration: about 3 s of CPU at each start of a
// test server or Vitest run. The empty, migrated database is kept as a tarball, named after what
// made it (PGlite's version and the migration files), and later starts load it instead.

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const CACHE_FOLDER = fileURLToPath(new URL('../../node_modules/.cache/music-school', import.meta.url));

const TEMPLATE_PREFIX = 'pglite-migrated-';

// Named once a process: the name reads PGlite's code and every migration.
let knownName: string | null = null;
function templateName(): string {
  knownName ??= hashName();
  return knownName;
}

function hashName(): string {
  const hash = createHash('sha256');
  // PGlite's own code: another version may store its data differently.
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const files = [
    ...readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')),
    'meta/_journal.json',
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`;
}

/** The tarball of an empty database with every migration applied, built once and then read. */
export async function migratedTemplate(folder = CACHE_FOLDER): Promise<Blob> {
  const name = templateName();
  const file = path.join(folder, name);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet: build it below.
  }
  const client = new PGlite();
  await migrate(drizzle({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(folder, { recursive: true });
  // Templates of older migrations are 40 MB each.
  for (const old of readdirSync(folder)) {
    if (old.startsWith(TEMPLATE_PREFIX) && !old.startsWith(name))
      rmSync(path.join(folder, old), { force: true });
  }
  // Written under a name of its own, then renamed: servers starting together never read half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** Forgets a template that failed to load, so the next start builds it again. */
export function forgetMigratedTemplate(folder = CACHE_FOLDER): void {
  rmSync(path.join(folder, templateName()), { force: true });
}
