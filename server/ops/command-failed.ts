import { ConfigError } from '../config.ts';
import { BackupError } from './backup-error.ts';

/** How `npm run backup` and `npm run restore` stop: what went wrong in words (a stack only for the unforeseen), exit 1. */
export function commandFailed(command: 'Backup' | 'Restore', err: unknown): never {
  const known =
    err instanceof BackupError || err instanceof ConfigError || (err as Error).message?.startsWith('Usage:');
  console.error(
    `${command} failed: ${known ? (err as Error).message : ((err as Error).stack ?? String(err))}`,
  );
  process.exit(1);
}
