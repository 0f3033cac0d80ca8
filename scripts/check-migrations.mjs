// `npm test`'s check that server/db/migrations matches server/db/schema.ts: drizzle-kit generate
// runs against a temporary copy of the migrations folder (the repository is never written), and
// any file it would add or change is a difference: a schema change without its migration, or a
// migration written by hand without its snapshot. Exits 1 naming what it would write.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const migrations = path.resolve('server/db/migrations');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'check-migrations-'));
const copy = path.join(tmp, 'migrations');
cpSync(migrations, copy, { recursive: true });
// The project's drizzle.config.ts with only the output folder changed.
const config = path.join(tmp, 'drizzle.config.ts');
writeFileSync(
  config,
  `import config from ${JSON.stringify(pathToFileURL(path.resolve('drizzle.config.ts')).href)};\n` +
    // drizzle-kit puts './' before the folder it is given, so it is named from here.
    `export default { ...config, out: ${JSON.stringify(path.relative(process.cwd(), copy))} };\n`,
);

/** Every file under `dir`, by its path relative to `dir`. */
function files(dir, under = '') {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((e) => {
    const name = path.join(under, e.name);
    return e.isDirectory() ? files(dir, name) : [name];
  });
}

/** Runs drizzle-kit generate into the copy; answers the exit code. */
function check() {
  const r = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config], {
    encoding: 'utf8',
    // No terminal: a question (a column renamed?) stops drizzle-kit instead of waiting for an answer.
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  const changed = files(copy).filter((name) => {
    const before = path.join(migrations, name);
    return !existsSync(before) || !readFileSync(before).equals(readFileSync(path.join(copy, name)));
  });
  if (changed.length === 0) {
    // drizzle-kit exits 0 on its own errors too (a question it cannot ask without a terminal).
    if (r.status === 0 && r.stdout.includes('No schema changes')) {
      console.log('Migrations match server/db/schema.ts: drizzle-kit generate has nothing to write.');
      return 0;
    }
    console.error(`${r.stdout ?? ''}${r.stderr ?? ''}${r.error ?? ''}`);
    console.error(
      'drizzle-kit generate did not finish (above). A column or table renamed? Run `npm run db:generate` in a terminal and answer its questions.',
    );
    return 1;
  }
  console.error('server/db/schema.ts and server/db/migrations differ: drizzle-kit generate would write');
  for (const name of changed) console.error(`  ${name}`);
  for (const name of changed.filter((n) => n.endsWith('.sql')))
    console.error(`\n--- ${name}\n${readFileSync(path.join(copy, name), 'utf8')}`);
  console.error('\nMake the migration: npm run db:generate -- --name <what-it-does> (docs/architecture.md).');
  return 1;
}

let code = 1;
try {
  code = check();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
