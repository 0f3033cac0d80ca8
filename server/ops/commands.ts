import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { API, API_BASE } from '../../common/api.ts';
import { formatSize } from '../../common/format-size.ts';
import type { AppConfig } from '../config.ts';
import type { OpsBackupResponse } from '../routes/ops-backup/schema.ts';
import { type Say, writeBackup } from './backup.ts';
import { BackupError } from './backup-error.ts';
import { archiveName } from './backup-job.ts';
import { type DataDirHolder, dataDirHolder, holdDataDir, inUseMessage } from './data-dir-lock.ts';
import { formatCount, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

// What `npm run backup` and `npm run restore` do (scripts/backup.ts, scripts/restore.ts), on the
// install the settings name.

/** POSTs to the running server's backup call and answers its reply (no time limit: a backup takes what it takes). */
function askServer(
  holder: DataDirHolder & { url: string; token: string },
  file: string,
): Promise<OpsBackupResponse> {
  const body = JSON.stringify({ file });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${holder.url}${API_BASE}${API.opsBackup}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${holder.token}`, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (s: string) => {
          text += s;
        });
        res.on('end', () => {
          const answer = (() => {
            try {
              return JSON.parse(text) as OpsBackupResponse & { error?: string };
            } catch {
              return null;
            }
          })();
          if (res.statusCode === 200 && answer) resolve(answer);
          else
            reject(
              new BackupError(
                `The server answered ${res.statusCode}: ${answer?.error ?? text.slice(0, 200)}`,
              ),
            );
        });
      },
    );
    req.on('error', (err) =>
      reject(
        new BackupError(
          `The server (pid ${holder.pid}) has the database open but did not answer at ${holder.url}: ${err.message}`,
        ),
      ),
    );
    req.end(body);
  });
}

/**
 * A backup of the configured install into `out` (or BACKUP_DIR, or ./backups, under a name of
 * its moment). On the embedded database the one process that has it open makes the copy: the
 * running server, asked over loopback, or this process when the server is stopped. Answers the
 * archive's path.
 */
export async function backupCommand(config: AppConfig, out: string | undefined, say: Say): Promise<string> {
  const file = out
    ? path.resolve(out)
    : path.join(config.backup.dir ?? path.resolve('backups'), archiveName(new Date()));
  if (!file.endsWith('.tar')) throw new BackupError(`${file}: a backup archive's name ends in .tar`);
  if (existsSync(file)) throw new BackupError(`${file} is already there: name another archive`);
  await mkdir(path.dirname(file), { recursive: true });
  const started = performance.now();
  const done = () => {
    say(`Backup done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${file}`);
    return file;
  };
  const { database, recordings } = config;
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      await writeBackup({ database: { kind: 'postgres', pool, pglite: null }, recordings }, file, {
        workDir: path.dirname(file),
        say,
      });
    } finally {
      await pool.end();
    }
    return done();
  }
  const dataDir = database.dataDir;
  if (!dataDir)
    throw new BackupError(
      'DATA_DIR=memory:// keeps nothing on disk: there is nothing to back up from another process',
    );
  const holder = await dataDirHolder(dataDir);
  if (holder?.by === 'server') {
    if (!holder.url || !holder.token)
      throw new BackupError(
        `The server (pid ${holder.pid}) has ${dataDir} open but is not listening yet: try again once it has started`,
      );
    say(
      `The server (pid ${holder.pid}) has the embedded database open: asking it for the backup at ${holder.url}`,
    );
    const answer = await askServer({ ...holder, url: holder.url, token: holder.token }, file);
    for (const line of answer.lines) say(line);
    if (!answer.ok) throw new BackupError(answer.failure);
    return done();
  }
  if (holder) throw new BackupError(inUseMessage(dataDir, holder));
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`${dataDir} holds no database: is DATA_DIR the install's folder?`);
  say(`The server is not running: opening the embedded database in ${dataDir} for the backup`);
  const release = await holdDataDir(dataDir, 'backup');
  try {
    const client = new PGlite({ dataDir });
    try {
      await writeBackup({ database: { kind: 'pglite', pglite: client, pool: null }, recordings }, file, {
        workDir: path.dirname(file),
        say,
      });
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
  return done();
}

/** `npm run restore ARCHIVE` onto the configured install (empty, or refused). */
export async function restoreCommand(config: AppConfig, archive: string, say: Say): Promise<Manifest> {
  const started = performance.now();
  const manifest = await restoreBackup(
    path.resolve(archive),
    { database: config.database, recordings: config.recordings },
    say,
  );
  const size = formatSize(statSync(path.resolve(archive)).size);
  say(
    `Restored the backup of ${manifest.createdAt} (${size}, ${formatCount(Object.keys(manifest.database.rows).length)} tables) in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server on this install: its migrations bring an older backup up to date.`,
  );
  return manifest;
}
