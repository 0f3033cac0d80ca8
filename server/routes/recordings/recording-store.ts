import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../storage/s3-client.ts';

/** How to open a store again (the join opens its own in a worker thread). */
export type StoreSettings = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);

/**
 * Where recordings' bytes live: each uploaded part, then the joined file. The database keeps
 * which parts arrived (and each part's name here) and the recording's state; this keeps only bytes.
 */
export type RecordingStore = {
  settings: StoreSettings;
  /** A part under a name of its own (each upload's own: two uploads of one part never share one). */
  writePart(recordingId: number, name: string, data: Uint8Array): Promise<void>;
  readPart(recordingId: number, name: string): Promise<Buffer>;
  deletePart(recordingId: number, name: string): Promise<void>;
  /** Writes the joined file through `fill` (sequential writes plus patches of earlier bytes). */
  writeFile<T>(recordingId: number, fill: Fill<T>): Promise<T>;
  fileSize(recordingId: number): Promise<number | null>;
  /** The joined file's bytes [start, end] (inclusive). */
  readFile(recordingId: number, start: number, end: number): Promise<Readable>;
  deleteParts(recordingId: number): Promise<void>;
  deleteAll(recordingId: number): Promise<void>;
};

export type FileOutput = {
  write(b: Uint8Array): Promise<void>;
  patch(at: number, b: Uint8Array): Promise<void>;
};
export type Fill<T> = (out: FileOutput) => Promise<T>;

/** Writes a local file through `fill`: bytes one after the other, and patches of bytes written before. */
export async function writeWithPatches<T>(file: string, fill: Fill<T>): Promise<T> {
  const handle = await open(file, 'w');
  let position = 0;
  try {
    return await fill({
      async write(b) {
        await handle.write(b, 0, b.length, position);
        position += b.length;
      },
      async patch(at, b) {
        await handle.write(b, 0, b.length, at);
      },
    });
  } finally {
    await handle.close();
  }
}

/** Files under `dir` (DATA_DIR/recordings): `<id>/parts/<name>` and `<id>/recording.webm`. */
export function diskStore(dir: string): RecordingStore {
  const folder = (id: number) => path.join(dir, String(id));
  const partPath = (id: number, name: string) => path.join(folder(id), 'parts', name);
  const filePath = (id: number) => path.join(folder(id), 'recording.webm');
  return {
    settings: { kind: 'disk', dir },
    // No temporary name needed: a part's row names it only once it is whole.
    async writePart(id, name, data) {
      await mkdir(path.join(folder(id), 'parts'), { recursive: true });
      await writeFile(partPath(id, name), data);
    },
    readPart: (id, name) => readFile(partPath(id, name)),
    deletePart: (id, name) => rm(partPath(id, name), { force: true }),
    async writeFile(id, fill) {
      await mkdir(folder(id), { recursive: true });
      const temp = `${filePath(id)}.${process.pid}.tmp`;
      const result = await writeWithPatches(temp, fill);
      await rename(temp, filePath(id));
      return result;
    },
    async fileSize(id) {
      try {
        return (await stat(filePath(id))).size;
      } catch {
        return null;
      }
    },
    readFile: async (id, start, end) => createReadStream(filePath(id), { start, end }),
    deleteParts: (id) => rm(path.join(folder(id), 'parts'), { recursive: true, force: true }),
    deleteAll: (id) => rm(folder(id), { recursive: true, force: true }),
  };
}
