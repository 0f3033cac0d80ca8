import { parentPort, workerData } from 'node:worker_threads';
import { type ArchiveJob, type ArchiveMessage, buildArchive } from './backup.ts';
import { BackupError } from './backup-error.ts';

// Writes one backup archive (backup.ts starts it), saying each step, and answers its manifest.
const post = (m: ArchiveMessage) => parentPort?.postMessage(m);
try {
  post({ manifest: await buildArchive(workerData as ArchiveJob, (line) => post({ line })) });
} catch (err) {
  post({
    failure: err instanceof BackupError ? err.message : String((err as Error).stack ?? err),
    backupError: err instanceof BackupError,
  });
}
