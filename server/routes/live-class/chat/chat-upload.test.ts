import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TOO_LARGE } from '../../../../common/live-class-files.ts';
import { classChatMessages } from '../../../db/schema.ts';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { useLiveTestApp } from '../live-class-fixtures.ts';

// A chat upload is checked (session, class, membership) before its file is read: the refusal
// comes while the file is still arriving, and a member's file stops at the size limit.

const BOUNDARY = 'hardening-boundary';
const head = (classId: number) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="class_id"\r\n\r\n${classId}\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Starts a chunked upload (no Content-Length) and keeps sending 256 KB chunks, up to
 * `maxBytes` of file, until the server answers; then hangs up.
 */
function streamUpload(t: TestContext, cookie: string, classId: number, maxBytes: number) {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/class_chat_messages.php',
      agent: false,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, connection: 'close' },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentBytes: sent });
      });
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.write(head(classId));
    req.write(PNG_START);
    const chunk = Buffer.alloc(256 * 1024);
    const pump = () => {
      if (answered || sent >= maxBytes) return;
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once('drain', pump);
    };
    pump();
  });
}

describe('chat uploads', () => {
  const t = useLiveTestApp();
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const stored = () => t.database.db.$count(classChatMessages);

  it("refuses a stranger's upload while its file is still arriving", async () => {
    const c = await createTestClass(t);
    const outsider = await createOutsider(t, 'teacher');
    const before = await stored();
    // The whole file would be 20 MB; the answer comes long before.
    const res = await streamUpload(t, outsider.cookie, c.id, 20 * 1024 * 1024);
    expect(res.status).toBe(403);
    expect(res.sentBytes).toBeLessThan(8 * 1024 * 1024);
    expect(await stored()).toBe(before);
  });

  it("stops a member's file at the size limit as it arrives", async () => {
    const c = await createTestClass(t);
    const before = await stored();
    const res = await streamUpload(t, c.student.cookie, c.id, CHAT_FILE_MAX_BYTES + 4 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error).toBe(CHAT_FILE_TOO_LARGE);
    expect(await stored()).toBe(before);
  });

  it('refuses at once an upload that says it is larger than the limit', async () => {
    const c = await createTestClass(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/class_chat_messages.php',
      headers: {
        cookie: c.student.cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(CHAT_FILE_MAX_BYTES * 2),
      },
      payload: head(c.id),
    });
    expect([res.statusCode, res.json().error]).toEqual([413, CHAT_FILE_TOO_LARGE]);
  });
});
