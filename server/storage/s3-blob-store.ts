import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config.ts';
import type { BlobStore } from './blob-store.ts';

type S3Settings = NonNullable<AppConfig['recordings']['s3']>;

/** A client for the configured bucket (made as `s3Store` in recordings/s3-store.ts makes its own). */
export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
}

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
