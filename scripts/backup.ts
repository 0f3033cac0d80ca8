// `npm run backup [-- --out FILE.tar]`: one archive of everything the school would lose (the
// database and the files, or on S3 the bucket's listing) with a manifest of rows and checksums,
// into FILE, or BACKUP_DIR, or ./backups. With the embedded database and the server running, the
// server makes it (asked on loopback); stopped, this command opens the database itself. Says
// each step; exits 1, saying what went wrong, on any failure or mismatch.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { commandFailed } from '../server/ops/command-failed.ts';
import { backupCommand } from '../server/ops/commands.ts';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  await backupCommand(loadConfig(), values.out, (line) => console.log(line));
  process.exit(0);
} catch (err) {
  commandFailed('Backup', err);
}
