import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types: an S3-compatible server for tests, on loopback.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class-fixtures.ts';
import { pngBytes, sendChatFile } from './chat-file-fixtures.ts';

// With S3_BUCKET, chat files are objects under chat-files/ in the recordings' bucket (s3rver on
// this machine; recordings' own S3 test uses port 4340).
const S3_PORT = 4341;
const bucket = 'chat-files-test';
const endpoint = `http://127.0.0.1:${S3_PORT}`;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-chat-'));
let s3: { close(): Promise<void> } | null = null;

beforeAll(async () => {
  const server = new S3rver({
    port: S3_PORT,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  s3 = server;
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const PNG = pngBytes(600);

describe('chat files in an S3-compatible bucket', () => {
  const t = useLiveTestApp({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });

  it('uploads a file as an object of its class and serves it whole and in ranges, to members only, while it is there', async () => {
    const c = await createTestClass(t);
    const message = await sendChatFile(t, c, c.student, 'scale.png', PNG);
    const list = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `chat-files/${c.id}/` }),
    );
    const objectKeys = (list.Contents ?? []).map((o) => o.Key);
    expect(objectKeys).toHaveLength(1);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKeys[0] }));
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(PNG)).toBe(true);

    const whole = await call(t, c.teacher, 'GET', message.file_path);
    expect([whole.statusCode, whole.rawPayload.equals(PNG)]).toEqual([200, true]);
    const get = (range: string) =>
      t.app.inject({ url: message.file_path, headers: { cookie: c.teacher.cookie, range } });
    const part = await get('bytes=100-163');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-163/600');
    expect(part.rawPayload.equals(PNG.subarray(100, 164))).toBe(true);
    const tail = await get('bytes=-10');
    expect(tail.rawPayload.equals(PNG.subarray(590))).toBe(true);
    const outside = await get('bytes=600-');
    expect([outside.statusCode, outside.headers['content-range']]).toEqual([416, 'bytes */600']);
    const outsider = await createOutsider(t, 'student');
    expect((await call(t, outsider, 'GET', message.file_path)).statusCode).toBe(404);

    // An object gone from the bucket: a missing file, not a broken answer.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKeys[0] }));
    const gone = await call(t, c.teacher, 'GET', message.file_path);
    expect([gone.statusCode, gone.json().error]).toEqual([404, 'File not found']);
  });
});
