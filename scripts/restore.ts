// `npm run restore ARCHIVE`: a backup of `npm run backup` onto the configured install, which must
// be empty (a new DATA_DIR, and on PostgreSQL a new database): the archive is checked against its
// manifest (every checksum, then the database's rows) and refused, saying what mismatched, when
// anything differs. Exits 1 on any failure.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { commandFailed } from '../server/ops/command-failed.ts';
import { restoreCommand } from '../server/ops/commands.ts';

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [archive] = positionals;
  if (positionals.length !== 1 || !archive) throw new Error('Usage: npm run restore ARCHIVE.tar');
  await restoreCommand(loadConfig(), archive, (line) => console.log(line));
  process.exit(0);
} catch (err) {
  commandFailed('Restore', err);
}
