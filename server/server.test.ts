import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './test/forms.ts';
import { openSse } from './test/sse-client.ts';

// The real server in a process of its own, as systemd or a container runs it: SIGTERM drains it.

const DEMO_PASSWORD = 'drain-test-password';
const contact = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 555 0100 123',
  message: 'Sent while the server was told to stop.',
  notRobot: 'true',
};

type Server = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: 'memory://',
      CLIENT_DIST: path.join(import.meta.dirname, 'no-build-here'),
      SEED_DEMO: '1',
      DEMO_PASSWORD,
      ICE_SERVERS: '[]',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const port = await new Promise<string>((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d;
      const found = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before it started:\n${output}`)),
    );
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** A POST whose headers the server has taken (100 Continue) and whose body waits for `finish`. */
async function slowUpload(base: string, body: Buffer, type: string) {
  const req = http.request(`${base}/api/contact_form.php`, {
    method: 'POST',
    agent: new http.Agent({ keepAlive: true }),
    headers: { 'content-type': type, 'content-length': body.length, expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  await once(req, 'continue');
  req.write(body.subarray(0, body.length >> 1));
  return {
    answer,
    finish: () => req.end(body.subarray(body.length >> 1)),
  };
}

/** What a new request to /api/ready meets: its status, or 'refused' when no connection is taken. */
const readyNow = () =>
  fetch(`${server.base}/api/ready`).then(
    (r) => r.status,
    () => 'refused' as const,
  );

let server: Server;

describe('the server process', () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('on SIGTERM ends its event streams, takes no new requests, finishes the upload in flight and exits 0', async () => {
    expect(await readyNow()).toBe(200);
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'teacher@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const today = await fetch(`${server.base}/api/get_teacher_classes_today.php`, { headers: { cookie } });
    const lesson = ((await today.json()) as { Classes: { id: number; batch_name: string }[] }).Classes.find(
      (c) => c.batch_name === 'Demo Piano Lesson',
    );
    expect(lesson).toBeDefined();
    const stream = await openSse(`${server.base}/api/class_events?class_id=${lesson?.id}`, { cookie });
    expect(stream.status).toBe(200);
    const status = await stream.next('meeting-status');
    // What the browser sends back as Last-Event-ID when it reconnects to another instance.
    expect(status.id).toMatch(/^\d+\.\d+\.\d+$/);

    const form = new Response(multipart(contact));
    const upload = await slowUpload(
      server.base,
      Buffer.from(await form.arrayBuffer()),
      form.headers.get('content-type') ?? '',
    );

    server.child.kill('SIGTERM');
    await expect(stream.next()).rejects.toThrow(/stream ended/);
    await expect.poll(readyNow, { timeout: 30_000, interval: 50 }).toMatch(/^(refused|503)$/);
    expect(server.child.exitCode).toBeNull();

    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: true });
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('drained');
  }, 120_000);
});
