import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { BODY_TOO_SLOW } from './body-timeout.ts';

/**
 * Sends `head` and `first`, waits `pauseMs`, sends `rest` (if the connection is still open);
 * resolves with all it read when the server closes, or when the test hangs up after `hangUpMs`.
 */
function slowRequest(
  port: number,
  head: string,
  first: string,
  pauseMs: number,
  rest: string,
  hangUpMs?: number,
) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(head + first);
    setTimeout(() => {
      if (!socket.destroyed) socket.write(rest);
    }, pauseMs);
    if (hangUpMs !== undefined)
      setTimeout(() => {
        socket.destroy();
        resolve(answer);
      }, hangUpMs);
  });
}

const post = (path: string, type: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\ncontent-type: ${type}\r\ncontent-length: ${length}\r\n\r\n`;

describe('request bodies that take too long', () => {
  const errors: string[] = [];
  const errorLog = new Writable({
    write(chunk, _encoding, done) {
      errors.push(String(chunk));
      done();
    },
  });
  const t = useTestApp({ REQUEST_BODY_TIMEOUT_S: '1' }, { logger: { level: 'warn', stream: errorLog } });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers 408 and closes the connection when a JSON body stops arriving', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'not-the-password' });
    errors.length = 0;
    const answer = await slowRequest(
      port,
      post('/api/auth/login', 'application/json', body.length),
      body.slice(0, 5),
      60_000,
      '',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'Request Timeout',
      message: BODY_TOO_SLOW,
    });
    // A client that is too slow is no fault of the server's.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).toEqual([]);
  });

  it('waits longer for a body that carries a file', async () => {
    const boundary = 'XX';
    const form = `--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\nAsha\r\n--${boundary}--\r\n`;
    const answer = await slowRequest(
      port,
      post('/api/contact_form.php', `multipart/form-data; boundary=${boundary}`, form.length),
      form.slice(0, 10),
      2_500,
      form.slice(10),
    );
    // Bounded all the same, by Node's own limit for the whole request.
    expect(t.app.server.requestTimeout).toBe(900_000);
    // The form itself is incomplete (no e-mail, no message): what matters is that it was read.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('leaves a body that arrives in time alone', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'not-the-password' });
    const answer = await slowRequest(
      port,
      post('/api/auth/login', 'application/json', body.length),
      body.slice(0, 5),
      100,
      body.slice(5),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('sets no clock on a request answered without its body being read', async () => {
    errors.length = 0;
    // Refused before its body is read (nobody is signed in); the connection stays open after.
    const payload = JSON.stringify({ type: 'general', title: 'Why?', content: 'Because.' });
    const head = `POST /api/admin/faqs HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${payload.length}\r\n\r\n`;
    const received = await slowRequest(port, head, payload, 0, '', 2_500);
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(received).not.toMatch(/408/);
    const injected = await t.app.inject({ method: 'POST', url: '/api/admin/faqs', payload: { title: 'x' } });
    expect(injected.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(errors).toEqual([]);
  });
});
