import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error.ts';

// The embedded database's folder is one process's: two that open it at once damage it. The
// process that has it open (the server, or a backup or restore of a stopped server) says so in
// this file; a running server adds where it listens and the token of its backup call, which
// `npm run backup` reads to ask it for the backup instead of opening the folder itself.

const LOCK_FILE = 'in-use.json';

export type DataDirHolder = {
  pid: number;
  /** The machine's boot the process ran in: after a restart its pid may be another process's. */
  boot: string;
  by: 'server' | 'backup' | 'restore';
  /** The running server's address, and the token of its backup call (server/routes/ops). */
  url?: string;
  token?: string;
};

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

// Linux's id of this boot; elsewhere none, and a pid alone says who holds the folder.
const BOOT = (() => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
})();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live process that holds the folder (not this one), or null: none, or one that died holding it. */
export async function dataDirHolder(dataDir: string): Promise<DataDirHolder | null> {
  let holder: DataDirHolder;
  try {
    holder = JSON.parse(await readFile(lockPath(dataDir), 'utf8')) as DataDirHolder;
  } catch {
    return null;
  }
  const live =
    typeof holder.pid === 'number' && holder.pid !== process.pid && holder.boot === BOOT && alive(holder.pid);
  return live ? holder : null;
}

const HOLDERS: Record<DataDirHolder['by'], string> = {
  server: 'the server',
  backup: 'npm run backup',
  restore: 'npm run restore',
};

export const inUseMessage = (dataDir: string, holder: DataDirHolder) =>
  `${dataDir} is in use by ${HOLDERS[holder.by]} (pid ${holder.pid}): its embedded database is one process's at a time`;

/**
 * Marks the folder as this process's, or fails when another live process holds it; answers the
 * release. The file is readable by its owner only: the token of the server's backup call is in it.
 */
export async function holdDataDir(dataDir: string, by: DataDirHolder['by']): Promise<() => Promise<void>> {
  const holder = await dataDirHolder(dataDir);
  if (holder) throw new BackupError(inUseMessage(dataDir, holder));
  await mkdir(dataDir, { recursive: true });
  await writeFile(lockPath(dataDir), JSON.stringify({ pid: process.pid, boot: BOOT, by }), { mode: 0o600 });
  return async () => {
    if ((await ownHolding(dataDir)) !== null) await rm(lockPath(dataDir), { force: true });
  };
}

async function ownHolding(dataDir: string): Promise<DataDirHolder | null> {
  try {
    const holder = JSON.parse(await readFile(lockPath(dataDir), 'utf8')) as DataDirHolder;
    return holder.pid === process.pid ? holder : null;
  } catch {
    return null;
  }
}

/** Adds the running server's address and backup token to the folder it holds (nothing when it does not). */
export async function announceServer(dataDir: string, server: { url: string; token: string }) {
  const holder = await ownHolding(dataDir);
  if (holder) await writeFile(lockPath(dataDir), JSON.stringify({ ...holder, ...server }), { mode: 0o600 });
}
