import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';

// A fresh PGlite takes seconds to start; loading a migrated dump takes about one.
// Build the dump once per run and let every test file start from it.
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const dump = await database.pglite?.dumpDataDir('gzip');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
