import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Files' bytes kept apart from the database, under keys the server makes (`<folder>/<uuid>`):
 * the database row names the key, and is written only once the bytes are all here.
 */
export type BlobStore = {
  put(key: string, data: Uint8Array): Promise<void>;
  /** Bytes [start, end] (inclusive) of the blob under `key`; null when there is none. */
  read(key: string, start: number, end: number): Promise<Readable | null>;
  delete(key: string): Promise<void>;
};

/** Blobs as files under `dir` (one server, or a folder the instances share). */
export function diskBlobStore(dir: string): BlobStore {
  const file = (key: string) => path.join(dir, ...key.split('/'));
  return {
    async put(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), data);
    },
    async read(key, start, end) {
      // Opened before answering: a missing file is known before any header is sent.
      const handle = await open(file(key), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      return handle?.createReadStream({ start, end }) ?? null;
    },
    delete: (key) => rm(file(key), { force: true }),
  };
}
