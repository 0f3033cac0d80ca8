import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config.ts';
import { FILE_FOLDERS, fileFolderDir } from '../storage/beside-recordings.ts';
import { type S3Settings, s3Client } from '../storage/s3-client.ts';
import { BackupError } from './backup-error.ts';
import { walk } from './database-copy.ts';
import { FILES_PREFIX, type FileEntry, type S3Object } from './manifest.ts';
import type { TarWriter } from './tar.ts';

// The files' part of a backup: on disk, every file of the file folders into the archive; in S3,
// where the bucket is the copy, its listing.

// A joined recording being written (recording-store.ts) is renamed into place when whole.
const isTemporary = (name: string) => name.endsWith('.tmp');

/**
 * Adds every file of the file folders to the archive, each opened before it is measured so a
 * file replaced meanwhile is read as it was. A file deleted before it is reached is left out.
 */
export async function addDiskFiles(
  tar: TarWriter,
  recordings: AppConfig['recordings'],
): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const folder of FILE_FOLDERS) {
    const dir = fileFolderDir(recordings, folder);
    for await (const { relative, directory } of walk(dir)) {
      if (directory || isTemporary(relative)) continue;
      const handle = await open(path.join(dir, relative)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      if (!handle) continue;
      try {
        const { size, mtimeMs } = await handle.stat();
        const body =
          size === 0
            ? Readable.from([])
            : handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
        const name = `${folder}/${relative}`;
        const sha256 = await tar.file(`${FILES_PREFIX}${name}`, size, body, mtimeMs);
        entries.push({ path: name, bytes: size, sha256 });
      } finally {
        await handle.close();
      }
    }
  }
  return entries;
}

/** Whether any file folder holds a file: a restore wants none. */
export async function firstDiskFile(recordings: AppConfig['recordings']): Promise<string | null> {
  for (const folder of FILE_FOLDERS) {
    const dir = fileFolderDir(recordings, folder);
    for await (const { relative, directory } of walk(dir)) if (!directory) return path.join(dir, relative);
  }
  return null;
}

/** Where a restored file goes: its folder of this install. */
export const restoredFilePath = (
  recordings: AppConfig['recordings'],
  folder: (typeof FILE_FOLDERS)[number],
  relative: string,
) => path.join(fileFolderDir(recordings, folder), ...relative.split('/'));

export async function writeRestoredFile(target: string, body: AsyncIterable<Buffer>) {
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(body, createWriteStream(target, { flags: 'wx' }));
}

/** Every object of the file folders in the bucket, by key, with its size and ETag. */
export async function listS3Files(s3: S3Settings): Promise<S3Object[]> {
  const client = s3Client(s3);
  const objects: S3Object[] = [];
  for (const folder of FILE_FOLDERS) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${folder}/`, ContinuationToken }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) objects.push({ key: o.Key, bytes: o.Size ?? 0, etag: o.ETag ?? '' });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return objects;
}

/** The objects of a backup that the bucket no longer holds as they were (missing, or another size or ETag). */
export async function s3Mismatches(s3: S3Settings, expected: S3Object[]): Promise<string[]> {
  const now = new Map((await listS3Files(s3)).map((o) => [o.key, o]));
  return expected.flatMap((o) => {
    const found = now.get(o.key);
    if (!found) return [`${o.key}: not in the bucket ${s3.bucket}`];
    if (found.bytes !== o.bytes || found.etag !== o.etag)
      return [
        `${o.key}: ${found.bytes} bytes (ETag ${found.etag}) in the bucket, ${o.bytes} (ETag ${o.etag}) in the backup`,
      ];
    return [];
  });
}

/** "recordings 12 files, chat-files 3 files, practice-files none": what the commands print. */
export function filesSummary(paths: string[]) {
  return FILE_FOLDERS.map((folder) => {
    const n = paths.filter((p) => p.startsWith(`${folder}/`)).length;
    return `${folder} ${n === 0 ? 'none' : `${n} file${n === 1 ? '' : 's'}`}`;
  }).join(', ');
}

export const describeMismatches = (what: string, mismatches: string[]) =>
  new BackupError(
    `${what} (${mismatches.length} in all):\n  ${mismatches.slice(0, 10).join('\n  ')}${mismatches.length > 10 ? '\n  ...' : ''}`,
  );
