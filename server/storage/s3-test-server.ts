import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types: an S3-compatible server for tests, on loopback.
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { type S3Settings, s3Client } from './s3-client.ts';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server (s3rver) on this machine for the calling test file, with one empty
 * bucket: the app's S3 settings for it (as env and as settings), and a client to look into the bucket. Each test file
 * takes a port of its own (recordings/s3-store.test.ts: 4340).
 */
export function useS3TestServer(port: number, bucket: string) {
  const endpoint = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', ...credentials };
  let server: { close(): Promise<void> } | null = null;
  beforeAll(async () => {
    const s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket }],
    });
    await s3.run();
    server = s3;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    settings,
    client: s3Client(settings),
  };
}
