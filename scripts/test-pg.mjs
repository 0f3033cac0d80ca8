// `npm run test:pg`: the server and route tests again on a real PostgreSQL. Each test file
// creates its own database there and drops it afterwards. Arguments go on to Vitest: files
// (`node scripts/test-pg.mjs server/jobs/job-lock.test.ts`, or `npm run test:pg -- <files>`)
// run only those, and options such as `-t <name>` apply as they would to `vitest run`.
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
    '--project',
    'server-mocks',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest-pg.json',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(r.status ?? 1);
