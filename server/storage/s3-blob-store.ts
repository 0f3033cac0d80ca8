import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobStore } from './blob-store.ts';
import { type S3Settings, s3Client } from './s3-client.ts';

const STREAM_PART_BYTES = 5 * 1024 * 1024;

/** Blobs as objects under `prefix` in the bucket, shared by every server instance. */
export function s3BlobStore(s: S3Settings, prefix: string): BlobStore {
  const client = s3Client(s);
  const Bucket = s.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: prefix + key, Body: data }));
    },
    async putStream(key, data) {
      // S3's smallest part, one at a time: what an upload holds while it goes. A failed upload
      // is aborted, its parts with it.
      await new Upload({
        client,
        params: { Bucket, Key: prefix + key, Body: data },
        partSize: STREAM_PART_BYTES,
        queueSize: 1,
      }).done();
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
