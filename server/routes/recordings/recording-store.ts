import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where recordings' bytes live: each uploaded part, then the joined file. The database keeps
 * which parts arrived and the recording's state; this keeps only bytes, under names made of ids.
 */
export type RecordingStore = {
  writePart(recordingId: number, segment: number, seq: number, data: Uint8Array): Promise<void>;
  readPart(recordingId: number, segment: number, seq: number): Promise<Buffer>;
  /** Writes the joined file through `fill` (sequential writes plus patches of earlier bytes). */
  writeFile(
    recordingId: number,
    fill: (out: {
      write(b: Uint8Array): Promise<void>;
      patch(at: number, b: Uint8Array): Promise<void>;
    }) => Promise<void>,
  ): Promise<void>;
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
export type Fill = (out: FileOutput) => Promise<void>;

/** Writes a local file through `fill`: bytes one after the other, and patches of bytes written before. */
export async function writeWithPatches(file: string, fill: Fill) {
  const handle = await open(file, 'w');
  let position = 0;
  try {
    await fill({
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

/** Files under `dir` (DATA_DIR/recordings): `<id>/parts/<segment>-<seq>.part` and `<id>/recording.webm`. */
export function diskStore(dir: string): RecordingStore {
  const folder = (id: number) => path.join(dir, String(id));
  const partPath = (id: number, segment: number, seq: number) =>
    path.join(folder(id), 'parts', `${segment}-${seq}.part`);
  const filePath = (id: number) => path.join(folder(id), 'recording.webm');
  return {
    async writePart(id, segment, seq, data) {
      const target = partPath(id, segment, seq);
      await mkdir(path.dirname(target), { recursive: true });
      // Whole or not at all: a crash mid-write leaves no half part under the real name.
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, data);
      await rename(temp, target);
    },
    readPart: (id, segment, seq) => readFile(partPath(id, segment, seq)),
    async writeFile(id, fill) {
      await mkdir(folder(id), { recursive: true });
      const temp = `${filePath(id)}.${process.pid}.tmp`;
      await writeWithPatches(temp, fill);
      await rename(temp, filePath(id));
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
