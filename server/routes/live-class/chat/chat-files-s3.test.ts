import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { useS3TestServer } from '../../../storage/s3-test-server.ts';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class-fixtures.ts';
import { pngBytes, sendChatFile } from './chat-file-fixtures.ts';

// With S3_BUCKET, chat files are objects under chat-files/ in the recordings' bucket.
const bucket = 'chat-files-test';
const PNG = pngBytes(600);

describe('chat files in an S3-compatible bucket', () => {
  const s3 = useS3TestServer(4341, bucket);
  const t = useLiveTestApp(s3.env);
  const { client } = s3;

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
