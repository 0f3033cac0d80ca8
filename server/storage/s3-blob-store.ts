import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store.ts';
import { type S3Settings, s3Client } from './s3-client.ts';

/** Blobs as objects under `prefix` in the bucket, shared by every server instance. */
export function s3BlobStore(s: S3Settings, prefix: string): BlobStore {
  const client = s3Client(s);
  const Bucket = s.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: prefix + key, Body: data }));
    },
    async read(key, start, end) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: prefix + key, Range: `bytes=${start}-${end}` }),
        );
        return res.Body as Readable;
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
    },
  };
}
