import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { type BlobStore, diskBlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';
import { useS3TestServer } from './s3-test-server.ts';

const MB = 1024 * 1024;

/** `pieces` pieces of 1 MB, each of its own byte; the stream fails after them when `fails`. */
function pieces(count: number, fails = false) {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < count; i += 1) yield Buffer.alloc(MB, i);
      if (fails) throw new Error('cut off');
    })(),
    { objectMode: false },
  );
}

async function readAll(store: BlobStore, key: string, size: number) {
  const stream = await store.read(key, 0, size - 1);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A stream written as it arrives (more than one S3 part), and one that fails keeping nothing.
function streamsInto(store: () => BlobStore) {
  it('writes a stream as it arrives, in parts when it is large', async () => {
    await store().putStream('takes/long', pieces(7));
    const back = await readAll(store(), 'takes/long', 7 * MB);
    expect(back?.length).toBe(7 * MB);
    expect([back?.[0], back?.[MB], back?.[7 * MB - 1]]).toEqual([0, 1, 6]);
  });

  it('keeps nothing of a stream that fails, large or small', async () => {
    for (const [key, count] of [
      ['takes/failed-long', 6],
      ['takes/failed-short', 1],
    ] as const) {
      // Refused (s3rver, which cannot abort a multipart upload, says so instead of 'cut off').
      await expect(store().putStream(key, pieces(count, true))).rejects.toThrow();
      expect(await store().read(key, 0, 0)).toBeNull();
    }
  });
}

describe('the disk blob store', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  streamsInto(() => diskBlobStore(dir));
});

describe('the S3 blob store', () => {
  const s3 = useS3TestServer(4342, 'blob-store-test');
  streamsInto(() => s3BlobStore(s3.settings, 'practice-files/'));
});
