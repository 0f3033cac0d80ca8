import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { type BlobStore, diskBlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

// DATA_DIR/recordings -> DATA_DIR/<name>; the temporary music-school-recordings-<pid> ->
// music-school-<name>-<pid>.
const besideRecordings = (dir: string, name: string) =>
  path.join(path.dirname(dir), path.basename(dir).replace('recordings', name));

/**
 * Files kept where the recordings are: the S3 bucket (under `<name>/`) when S3_BUCKET is set,
 * otherwise a folder beside the recordings' one and named alike: DATA_DIR/<name>, or with
 * DATA_DIR=memory:// a temporary folder of this process.
 */
export function blobStoreBesideRecordings(recordings: AppConfig['recordings'], name: string): BlobStore {
  return recordings.s3
    ? s3BlobStore(recordings.s3, `${name}/`)
    : diskBlobStore(besideRecordings(recordings.dir, name));
}
