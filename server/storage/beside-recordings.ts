import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { type BlobStore, diskBlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

// DATA_DIR/recordings -> DATA_DIR/<name>; the temporary music-school-recordings-<pid> ->
// music-school-<name>-<pid>.
const besideRecordings = (dir: string, name: string) =>
  path.join(path.dirname(dir), path.basename(dir).replace('recordings', name));

/** Every folder of files the server keeps (DATA_DIR/<name>, or <name>/ in the bucket): what a backup holds. */
export const FILE_FOLDERS = ['recordings', 'chat-files', 'practice-files'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

/** The folder on disk of one of FILE_FOLDERS (without S3_BUCKET). */
export const fileFolderDir = (recordings: AppConfig['recordings'], name: FileFolder) =>
  name === 'recordings' ? recordings.dir : besideRecordings(recordings.dir, name);

/**
 * Files kept where the recordings are: the S3 bucket (under `<name>/`) when S3_BUCKET is set,
 * otherwise a folder beside the recordings' one and named alike: DATA_DIR/<name>, or with
 * DATA_DIR=memory:// a temporary folder of this process.
 */
export function blobStoreBesideRecordings(
  recordings: AppConfig['recordings'],
  name: Exclude<FileFolder, 'recordings'>,
): BlobStore {
  return recordings.s3
    ? s3BlobStore(recordings.s3, `${name}/`)
    : diskBlobStore(fileFolderDir(recordings, name));
}
