import { S3Client } from '@aws-sdk/client-s3';

/** S3_BUCKET and its settings (server/config.ts): where recordings and chat files go instead of DATA_DIR. */
export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, ...); AWS itself when null. */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
};

/** A client for the configured bucket; an S3-compatible server is addressed by path. */
export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
}
