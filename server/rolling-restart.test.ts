import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonParts } from './routes/recordings/webm-fixtures.ts';
import { openSse, type SseConnection, type SseEvent } from './test/sse-client.ts';

// The upgrade journey of deploy/README.md on this machine: Debian's nginx with the repository's
// site in front of two server processes on one PostgreSQL, and a lesson in progress through it
// while each instance is restarted in turn (SIGTERM, exit 0, start again, ready).

const ROOT = path.resolve(import.meta.dirname, '..');
const DEMO_PASSWORD = 'restart-test-password';
// Two instances share one PostgreSQL: the test runs in the PostgreSQL run (npm run test:pg), not
// beside the embedded database's run of the same files.
const ADMIN_URL = process.env.TEST_DATABASE_URL;

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const nginxBin = ['/usr/sbin/nginx', spawnSync('sh', ['-c', 'command -v nginx']).stdout?.toString().trim()]
  .filter(Boolean)
  .find((bin) => spawnSync(bin as string, ['-v']).status === 0);
const skipReason = !nginxBin
  ? 'no nginx here (node scripts/ensure-nginx.mjs installs it)'
  : !ADMIN_URL
    ? 'runs on PostgreSQL only (npm run test:pg sets TEST_DATABASE_URL)'
    : !(await reachable(ADMIN_URL))
      ? `no PostgreSQL at ${ADMIN_URL}`
      : null;
if (skipReason) console.warn(`rolling restart skipped: ${skipReason}`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

type Instance = { port: number; child: ChildProcess; exited: Promise<number | null>; output: () => string };

/** One server process on `port`, as music-school@PORT.service runs it. */
function startInstance(port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const s of [child.stdout, child.stderr]) s?.on('data', (d) => (output += d));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { port, child, exited, output: () => output };
}

const statusOf = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

/** nginx running the repository's site, its upstreams and port replaced, in a folder of its own. */
function startNginx(dir: string, listen: number, upstreams: number[]) {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/music-school.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${upstreams[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${upstreams[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '');
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `${k}_temp_path ${dir}/${k};`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n` +
      `events { worker_connections 512; }\nhttp {\naccess_log off;\n${temp}\ninclude ${dir}/site.conf;\n}\n`,
  );
  const child = spawn(nginxBin as string, ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/**
 * A class event stream as the room keeps one: when it ends (its instance drains) or cannot be
 * opened, it opens again with the last event's id as Last-Event-ID, through the same proxy.
 */
function resumingStream(url: string, cookie: string) {
  const events: SseEvent[] = [];
  let lastId = '';
  let opens = 0;
  let closed = false;
  let current: SseConnection | null = null;
  const loop = (async () => {
    while (!closed) {
      const headers: Record<string, string> = { cookie, ...(lastId ? { 'last-event-id': lastId } : {}) };
      const conn = await openSse(url, headers).catch(() => null);
      if (conn?.status === 200) {
        current = conn;
        opens += 1;
        try {
          for (;;) {
            const e = await conn.next();
            if (e.id) lastId = e.id;
            events.push(e);
          }
        } catch {
          // ended: open again
        }
      } else conn?.close();
      if (!closed) await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return {
    events,
    opens: () => opens,
    of: (name: string) =>
      events.filter((e) => e.event === name).map((e) => e.data as Record<string, unknown>),
    async close() {
      closed = true;
      current?.close();
      await loop;
    },
  };
}

/** A POST the room retries while the proxy answers that no instance can take it (or the line drops). */
async function postRetrying(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(url, init).catch(() => null);
    if (res && ![502, 503, 504].includes(res.status)) return res;
    if (attempt > 50) throw new Error(`no answer from ${url}: ${res?.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(skipReason)('a rolling restart behind nginx (deploy/)', () => {
  const dbName = `restart_${randomBytes(6).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-'));
  let admin: pg.Client;
  let schoolClient: pg.Client | null = null;
  let env: Record<string, string>;
  let nginx: ChildProcess | null = null;
  const instances: Instance[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(ADMIN_URL as string);
    url.pathname = `/${dbName}`;
    mkdirSync(path.join(dir, 'data'));
    env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      // One machine: both instances keep the recordings in one folder (several machines use S3).
      DATA_DIR: path.join(dir, 'data'),
      CLIENT_DIST: path.join(dir, 'no-build-here'),
      TRUST_PROXY: 'loopback',
      SEED_DEMO: '1',
      DEMO_PASSWORD,
      ICE_SERVERS: '[]',
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    }
    await Promise.all(instances.map((i) => i.exited));
    await schoolClient?.end();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the lesson: streams resume on the other instance missing nothing, the chat and recording parts sent meanwhile are kept', async () => {
    const ports = [await freePort(), await freePort()];
    const start = async (port: number) => {
      const i = startInstance(port, env);
      instances.push(i);
      await expect
        .poll(() => statusOf(`http://127.0.0.1:${port}/api/ready`), { timeout: 60_000, interval: 100 })
        .toBe(200);
      return i;
    };
    // One after the other: the first migrates the new database and adds the demo accounts.
    const running = [await start(ports[0] as number), await start(ports[1] as number)];
    const proxyPort = await freePort();
    nginx = startNginx(dir, proxyPort, ports);
    const base = `http://127.0.0.1:${proxyPort}`;
    await expect.poll(() => statusOf(`${base}/api/ready`), { timeout: 10_000, interval: 100 }).toBe(200);
    // The app believes nginx's X-Forwarded-For (TRUST_PROXY=loopback): this caller is local.
    expect(await statusOf(`${base}/metrics`)).toBe(200);

    const signIn = async (email: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const teacher = await signIn('teacher@example.com');
    const student = await signIn('student@example.com');
    const school = new pg.Client({ connectionString: env.DATABASE_URL });
    schoolClient = school;
    await school.connect();
    const classId = (
      await school.query<{ id: number }>(
        `insert into classes (batch_name, teacher_id, student_id, starts_at)
         select 'Rolling Restart Lesson', t.id, s.id, now() - interval '5 minutes'
         from users t, users s where t.email = 'teacher@example.com' and s.email = 'student@example.com'
         returning id`,
      )
    ).rows[0]?.id as number;
    // The student's recording consent, as the family gives it.
    await school.query(
      `insert into consents (student_id, kind, granted, given_by)
       select id, 'recording', true, id from users where email = 'student@example.com'`,
    );

    const post = (cookie: string, url: string, body: Record<string, unknown>) =>
      postRetrying(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const ok = async (res: Promise<Response>) => {
      const r = await res;
      expect(r.status, await r.clone().text()).toBe(200);
      return (await r.json()) as { data: Record<string, unknown> };
    };
    for (const cookie of [teacher, student])
      await ok(post(cookie, '/api/update_class_attendance.php', { class_id: classId, action: 'join' }));
    await ok(post(teacher, '/api/start_class.php', { class_id: classId }));

    const streams = {
      teacher: resumingStream(`${base}/api/class_events?class_id=${classId}`, teacher),
      student: resumingStream(`${base}/api/class_events?class_id=${classId}`, student),
    };
    await expect.poll(() => streams.student.of('meeting-status').length).toBeGreaterThan(0);
    await expect.poll(() => streams.teacher.of('meeting-status').length).toBeGreaterThan(0);

    // The room's signalling goes on all the time: numbered ICE candidates each way.
    let signalling = true;
    const sent = { teacher: 0, student: 0 };
    const signals = (['teacher', 'student'] as const).map(async (role) => {
      const cookie = role === 'teacher' ? teacher : student;
      while (signalling) {
        const n = sent[role] + 1;
        await ok(
          post(cookie, '/api/webrtc_signaling.php', {
            class_id: classId,
            type: 'ice-candidate',
            data: { n },
          }),
        );
        sent[role] = n;
        await new Promise((r) => setTimeout(r, 100));
      }
    });

    const recording = (
      await ok(post(teacher, '/api/update_recording_status.php', { class_id: classId, status: 'start' }))
    ).data as {
      recording_id: number;
      segment: number;
    };
    const parts = lessonParts(3);
    const sendPart = (seq: number) =>
      ok(
        postRetrying(
          `${base}/api/upload_class_recording.php?class_id=${classId}&recording_id=${recording.recording_id}&segment=${recording.segment}&seq=${seq}`,
          {
            method: 'POST',
            headers: { 'content-type': 'video/webm', cookie: teacher },
            body: new Uint8Array(parts[seq] as Buffer),
          },
        ),
      );
    await sendPart(0);

    const chat = (cookie: string, text: string) =>
      ok(
        post(cookie, '/api/class_chat_messages.php', {
          action: 'send_message',
          class_id: classId,
          message_content: text,
          client_key: randomUUID(),
        }),
      );
    const metricsOf = async (port: number) =>
      (await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text())).match(
        /^music_school_event_streams_open (\d+)/m,
      )?.[1];

    const opensBefore = { teacher: streams.teacher.opens(), student: streams.student.opens() };
    for (const [n, old] of running.entries()) {
      const restarted = ['A', 'B'][n] as string;
      old.child.kill('SIGTERM');
      // Sent while the instance drains and is down: the proxy hands them to the other one.
      await chat(n === 0 ? teacher : student, `during the restart of ${restarted}`);
      await sendPart(n + 1);
      expect(await old.exited, old.output()).toBe(0);
      // Both streams are on the instance still running.
      const other = ports[1 - n] as number;
      await expect.poll(() => metricsOf(other), { timeout: 20_000 }).toBe('2');
      running[n] = await start(old.port);
      // Until nginx takes it back (after its fail_timeout), the next restart would leave none.
      const served = async () => {
        await fetch(`${base}/api/health`);
        const text = await fetch(`http://127.0.0.1:${old.port}/metrics`).then((r) => r.text());
        return /music_school_http_requests_total\{[^}]*route="\/api\/health"/.test(text);
      };
      await expect.poll(served, { timeout: 20_000, interval: 250 }).toBe(true);
    }
    signalling = false;
    await Promise.all(signals);
    await chat(teacher, 'after both restarts');
    // The teacher's own message reaches both streams, each in its own time.
    await expect.poll(() => streams.student.of('chat').length, { timeout: 10_000 }).toBe(3);
    await expect.poll(() => streams.teacher.of('chat').length, { timeout: 10_000 }).toBe(3);
    await expect.poll(() => streams.student.of('signal').length, { timeout: 10_000 }).toBe(sent.teacher);
    await expect.poll(() => streams.teacher.of('signal').length, { timeout: 10_000 }).toBe(sent.student);
    await streams.teacher.close();
    await streams.student.close();

    // Each stream was opened again at least twice (once per restart of the instance it was on, or
    // the other), and got every signal of the other side once, in order.
    expect(streams.student.opens()).toBeGreaterThan(opensBefore.student);
    expect(streams.teacher.opens()).toBeGreaterThan(opensBefore.teacher);
    const numbers = (list: Record<string, unknown>[]) => list.map((s) => (s.data as { n: number }).n);
    const upTo = (k: number) => Array.from({ length: k }, (_, i) => i + 1);
    expect(numbers(streams.student.of('signal'))).toEqual(upTo(sent.teacher));
    expect(numbers(streams.teacher.of('signal'))).toEqual(upTo(sent.student));
    const texts = ['during the restart of A', 'during the restart of B', 'after both restarts'];
    expect(streams.student.of('chat').map((m) => m.message_content)).toEqual(texts);
    expect(streams.teacher.of('chat').map((m) => m.message_content)).toEqual(texts);

    // Kept once each: the chat messages and the recording's three parts.
    const stored = await school.query(
      'select message_content from class_chat_messages where class_id = $1 order by id',
      [classId],
    );
    expect(stored.rows.map((r) => r.message_content)).toEqual(texts);
    const partRows = await school.query(
      'select seq, size_bytes from class_recording_parts where recording_id = $1 order by seq',
      [recording.recording_id],
    );
    expect(partRows.rows).toEqual(parts.map((p, seq) => ({ seq, size_bytes: p.length })));
  }, 240_000);
});
