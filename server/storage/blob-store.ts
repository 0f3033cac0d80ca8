import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files' bytes kept apart from the database, under keys the server makes (`<folder>/<uuid>`):
 * the database row names the key, and is written only once the bytes are all here.
 */
export type BlobStore = {
  put(key: string, data: Uint8Array): Promise<void>;
  /**
   * Bytes as they arrive, never held whole; when `data` fails (too large, cut off) the write
   * fails with its error and nothing is kept under `key`.
   */
  putStream(key: string, data: Readable): Promise<void>;
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
    async putStream(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      const out = createWriteStream(file(key));
      try {
        await pipeline(data, out);
      } catch (err) {
        // A stream that fails at once rejects while the file is still being opened: it is removed
        // once closed, or it would appear after the removal.
        if (!out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
        await rm(file(key), { force: true });
        throw err;
      }
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
