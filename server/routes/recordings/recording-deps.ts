import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { diskStore } from './recording-store.ts';
import type { RecordingDeps } from './recordings.service.ts';
import { s3Store } from './s3-store.ts';

/** What the recordings' calls and their scheduled job work with: the database, the store, the settings. */
export function recordingDeps(
  db: Db,
  recordings: AppConfig['recordings'],
  log: FastifyBaseLogger,
  joined: RecordingDeps['joined'],
): RecordingDeps {
  return {
    db,
    store: recordings.s3 ? s3Store(recordings.s3) : diskStore(recordings.dir),
    settings: {
      enabled: recordings.enabled,
      maxBytes: recordings.maxBytes,
      retentionDays: recordings.retentionDays,
    },
    log: (err) => log.error({ err }, 'recording join failed'),
    joined,
  };
}
