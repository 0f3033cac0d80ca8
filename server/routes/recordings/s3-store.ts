import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type S3Settings, s3Client } from '../../storage/s3-client.ts';
import { type RecordingStore, writeWithPatches } from './recording-store.ts';

/** The joined file goes up in parts of this size, two at a time. */
const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/**
 * Recordings in an S3-compatible bucket, so several server instances share them: each part an
 * object, the joined file made in a local temporary file (it patches bytes it wrote earlier)
 * and then sent with a multipart upload.
 */
export function s3Store(s: S3Settings): RecordingStore {
  const client = s3Client(s);
  const Bucket = s.bucket;
  const prefix = (id: number) => `recordings/${id}/`;
  const partKey = (id: number, name: string) => `${prefix(id)}parts/${name}`;
  const fileKey = (id: number) => `${prefix(id)}recording.webm`;

  const deleteUnder = async (Prefix: string) => {
    let ContinuationToken: string | undefined;
    do {
      const list = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      const keys = (list.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
      ContinuationToken = list.IsTruncated ? list.NextContinuationToken : undefined;
    } while (ContinuationToken);
  };

  return {
    settings: { kind: 's3', ...s },
    async writePart(id, name, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: partKey(id, name), Body: data }));
    },
    async readPart(id, name) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: partKey(id, name) }));
      return Buffer.from(
        await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
    },
    async deletePart(id, name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: partKey(id, name) }));
    },
    async writeFile(id, fill) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'recording-'));
      const temp = path.join(dir, 'recording.webm');
      try {
        const result = await writeWithPatches(temp, fill);
        await new Upload({
          client,
          params: { Bucket, Key: fileKey(id), Body: createReadStream(temp), ContentType: 'video/webm' },
          partSize: UPLOAD_PART_BYTES,
          queueSize: 2,
        }).done();
        return result;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async fileSize(id) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: fileKey(id) }));
        return head.ContentLength ?? null;
      } catch {
        return null;
      }
    },
    async readFile(id, start, end) {
      const res = await client.send(
        new GetObjectCommand({ Bucket, Key: fileKey(id), Range: `bytes=${start}-${end}` }),
      );
      return res.Body as Readable;
    },
    deleteParts: (id) => deleteUnder(`${prefix(id)}parts/`),
    deleteAll: (id) => deleteUnder(prefix(id)),
  };
}
