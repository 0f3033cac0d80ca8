// `npm run test:pg`: the server and route tests again on a real PostgreSQL. Each test
// file creates its own database there and drops it afterwards.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
mkdirSync('reports', { recursive: true });
const r = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest-pg.json',
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(r.status ?? 1);
