// `npm run bench:capacity`: how many one-to-one lessons one server (or two) carries, without
// browsers. Each lesson: a teacher and a student signed in, joined as the room joins
// (CHECK_CLASS_ACCESS, the event stream, attendance, START_CLASS for the teacher), an offer and
// an answer of real size and ICE candidates through WEBRTC_SIGNALING, then a chat message every
// 20 s and a signal every 30 s a side. N is ramped in steps (lessons of earlier steps stay) until
// delivery p99 passes 1 s or errors pass 1%.
// Options: --steps=100,200,400 --hold=<s per step, 60> --db=embedded|postgres
//   --pg=<url> (default TEST_DATABASE_URL or the local server) --instances=1|2 (postgres only:
//   each lesson's teacher on one, its student on the other) --rush (the last step's last quarter
//   of lessons join within one minute; join p95) --json.
// Figures per step: delivery p50/p95/p99 (sent -> on the other side's stream), lost messages,
// /api/health p99 (polled each second), errors, server CPU (share of a core, and CPU ms per
// delivered message) and memory, and the database's queries per second (PostgreSQL only).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { classes, sessions, users } from '../../server/db/schema.ts';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/auth.ts';
import { openSse, type SseConnection } from '../../server/test/sse-client.ts';
import { percentile, scratchDatabase } from './bench-database.ts';

const root = path.resolve(import.meta.dirname, '../..');
const opt = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const steps = opt('steps', '100,200,400,600,800,1200,1600,2000').split(',').map(Number);
const holdS = Number(opt('hold', '60'));
const dbKind = opt('db', 'embedded') as 'embedded' | 'postgres';
const pgUrl = opt('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const instances = dbKind === 'postgres' ? Number(opt('instances', '1')) : 1;
const rush = process.argv.includes('--rush');
const asJson = process.argv.includes('--json');
const CHAT_EVERY_MS = 20_000;
const SIGNAL_EVERY_MS = 30_000;
const ICE_CANDIDATES = 10;
const MAX_LESSONS = Math.max(...steps);

// Thousands of streams and calls to one or two addresses: no pool limit, no idle close.
setGlobalDispatcher(
  new Agent({ connections: null, keepAliveTimeout: 600_000, headersTimeout: 0, bodyTimeout: 0 }),
);

/** An SDP of the size a browser's offer has (~5 KB): audio, video and a data m-line with their codecs. */
const fakeSdp = (kind: string) => {
  const lines = ['v=0', `o=- ${randomBytes(8).readBigUInt64BE()} 2 IN IP4 127.0.0.1`, 's=-', 't=0 0'];
  for (let i = 0; lines.join('\r\n').length < 5_000; i++) {
    lines.push(`a=rtpmap:${96 + (i % 30)} VP8/90000`, `a=rtcp-fb:${96 + (i % 30)} nack pli`);
    lines.push(
      `a=fmtp:${96 + (i % 30)} level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f`,
    );
  }
  return { type: kind, sdp: lines.join('\r\n') };
};
const candidate = (i: number) => ({
  candidate: `candidate:${i} 1 udp 2122260223 192.0.2.${i + 1} ${50_000 + i} typ host generation 0 ufrag abcd network-id 1`,
  sdpMid: String(i % 3),
  sdpMLineIndex: i % 3,
});

// ---- the database and the servers ----

type Seat = { cookie: string; userId: number };
type Pair = { classId: number; teacher: Seat; student: Seat };

function appEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ICE_SERVERS: '[]',
    LOGIN_RATE_LIMIT: '100000',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir as string }),
  };
}

let dbUrl: string | null = null;
let dataDir: string | null = null;
let dropDb: (() => Promise<void>) | null = null;
if (dbKind === 'postgres') {
  const scratch = await scratchDatabase(pgUrl, 'bench_capacity');
  dbUrl = scratch.url;
  dropDb = scratch.drop;
} else {
  // In memory (tmpfs) where there is one: the figures are the app's, not a shared disk's fsyncs.
  dataDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-capacity-'));
}

/** Seeds the pairs straight into the database (one migrated app in this process, closed before the servers start). */
async function seed(count: number): Promise<Pair[]> {
  const app = await buildApp(loadConfig({ ...process.env, ...appEnv() }), { logger: false });
  const db = app.database.db;
  const run = Date.now();
  const pairs: Pair[] = [];
  for (let from = 0; from < count; from += 500) {
    const n = Math.min(500, count - from);
    const person = (role: 'teacher' | 'student', i: number) => ({
      email: `cap-${role}-${run}-${from + i}@example.com`,
      role,
      firstName: 'Bench',
      lastName: `${role} ${from + i}`,
    });
    const teachers = await db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => person('teacher', i)))
      .returning({ id: users.id });
    const students = await db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => person('student', i)))
      .returning({ id: users.id });
    const made = await db
      .insert(classes)
      .values(
        teachers.map((t, i) => ({
          batchName: `Capacity ${from + i}`,
          teacherId: t.id,
          studentId: students[i]?.id as number,
          startsAt: new Date(),
        })),
      )
      .returning({ id: classes.id });
    const seat = (userId: number) => {
      const token = randomBytes(32).toString('base64url');
      return { userId, token, cookie: `${SESSION_COOKIE}=${token}` };
    };
    const batch = made.map((c, i) => ({
      classId: c.id,
      teacher: seat(teachers[i]?.id as number),
      student: seat(students[i]?.id as number),
    }));
    await db
      .insert(sessions)
      .values(
        batch.flatMap((p) =>
          [p.teacher, p.student].map((s) => ({ tokenHash: hashToken(s.token), userId: s.userId })),
        ),
      );
    pairs.push(...batch);
  }
  await app.close();
  return pairs;
}

async function startServer(port: number): Promise<ChildProcess> {
  // BENCH_PROF=<dir>: a CPU profile of each server, written as it stops.
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: { ...process.env, ...appEnv(), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`server on ${port} did not start`);
}

/** utime + stime in seconds and the resident set in MB, from /proc/<pid>/stat. */
function procStat(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { cpuS: ticks / 100, rssMb: (Number(fields[21]) * 4096) / 1e6 };
}

/** CPU seconds of the PostgreSQL server's processes (every backend, its own and others'), from /proc. */
function postgresCpuS() {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

// ---- the load ----

const pairs = await seed(MAX_LESSONS);
const basePort = Number(opt('port', '3400'));
const servers = await Promise.all(Array.from({ length: instances }, (_, i) => startServer(basePort + i)));
// Stopped early (Ctrl-C, a timeout): the servers and the scratch database go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const s of servers) s.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    void (dropDb?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}
const base = (side: 'teacher' | 'student') =>
  `http://127.0.0.1:${basePort + (instances === 2 && side === 'student' ? 1 : 0)}/api`;

const stats = {
  errors: 0,
  calls: 0,
  delivery: [] as number[],
  delivered: 0,
  joins: [] as number[],
  health: [] as number[],
};
// Sent and not yet seen on the other side: id -> sent at.
const inFlight = new Map<string, number>();
const streams: SseConnection[] = [];
const timers: NodeJS.Timeout[] = [];
let stopping = false;

// BENCH_VERBOSE=1: each call's mean time by path at the end (where a join's time goes).
const callTimes = new Map<string, { n: number; ms: number }>();
const timed = (p: string, since: number) => {
  const t = callTimes.get(p) ?? { n: 0, ms: 0 };
  t.n += 1;
  t.ms += performance.now() - since;
  callTimes.set(p, t);
};

async function call(side: 'teacher' | 'student', seat: Seat, p: string, body: unknown) {
  stats.calls += 1;
  const since = performance.now();
  try {
    const res = await fetch(`${base(side)}${p}`, {
      method: 'POST',
      headers: { cookie: seat.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: unknown };
    if (!res.ok) throw new Error(`${p} ${res.status}`);
    timed(p, since);
    return json.data;
  } catch (err) {
    if (!stopping) stats.errors += 1;
    if (process.env.BENCH_VERBOSE) console.error(String(err));
    return null;
  }
}

type Side = { name: 'teacher' | 'student'; seat: Seat; stream: SseConnection | null };

/** Reads one side's stream until it ends: each bench chat or signal from the other side is a delivery. */
async function listen(lesson: number, side: Side, onSignal: (type: string) => void) {
  const stream = side.stream as SseConnection;
  for (;;) {
    let e: Awaited<ReturnType<SseConnection['next']>>;
    try {
      e = await stream.next();
    } catch {
      if (!stopping) stats.errors += 1;
      return;
    }
    const data = e.data as { message_type?: string; data?: { bench?: string }; message_content?: string };
    const key =
      e.event === 'signal' ? data.data?.bench : e.event === 'chat' ? data.message_content : undefined;
    if (e.event === 'signal' && data.message_type) onSignal(data.message_type);
    if (!key?.startsWith(`${lesson}:`) || key.split(':')[1] === side.name) continue;
    const sentAt = inFlight.get(key);
    if (sentAt === undefined) continue;
    inFlight.delete(key);
    stats.delivery.push(performance.now() - sentAt);
    stats.delivered += 1;
  }
}

let seq = 0;
const signal = (lesson: number, pair: Pair, from: Side, type: string, data: object, track = false) => {
  const key = `${lesson}:${from.name}:s${seq++}`;
  if (track) inFlight.set(key, performance.now());
  return call(from.name, from.seat, '/webrtc_signaling.php', {
    class_id: pair.classId,
    type,
    data: { ...data, bench: key },
  });
};
const chat = (lesson: number, pair: Pair, from: Side) => {
  const key = `${lesson}:${from.name}:c${seq++}`;
  inFlight.set(key, performance.now());
  return call(from.name, from.seat, '/class_chat_messages.php', {
    action: 'send_message',
    class_id: pair.classId,
    message_type: 'text',
    message_content: key,
    client_key: `bench-${seq}`,
  });
};

async function openStream(side: Side, classId: number) {
  stats.calls += 1;
  const since = performance.now();
  try {
    const s = await openSse(`${base(side.name)}/class_events?class_id=${classId}`, {
      cookie: side.seat.cookie,
    });
    if (s.status !== 200) throw new Error(`stream ${s.status}`);
    side.stream = s;
    streams.push(s);
    timed('/class_events', since);
    return true;
  } catch {
    stats.errors += 1;
    return false;
  }
}

/** One lesson as the room joins it; resolves with the join time (first call -> the answer at the teacher). */
async function joinLesson(lesson: number) {
  const pair = pairs[lesson] as Pair;
  const started = performance.now();
  const teacher: Side = { name: 'teacher', seat: pair.teacher, stream: null };
  const student: Side = { name: 'student', seat: pair.student, stream: null };
  let answered: () => void = () => {};
  const gotAnswer = new Promise<void>((r) => {
    answered = r;
  });
  let offered: () => void = () => {};
  const gotOffer = new Promise<void>((r) => {
    offered = r;
  });
  for (const side of [teacher, student]) {
    await call(side.name, side.seat, '/check_class_access.php', { class_id: pair.classId });
    if (!(await openStream(side, pair.classId))) return;
    await call(side.name, side.seat, '/update_class_attendance.php', {
      class_id: pair.classId,
      action: 'join',
    });
  }
  await call('teacher', pair.teacher, '/start_class.php', { class_id: pair.classId });
  void listen(lesson, teacher, (t) => t === 'answer' && answered());
  void listen(lesson, student, (t) => t === 'offer' && offered());
  await signal(lesson, pair, teacher, 'offer', fakeSdp('offer'));
  await gotOffer;
  await signal(lesson, pair, student, 'answer', fakeSdp('answer'));
  await Promise.all(
    [teacher, student].map(async (side) => {
      for (let i = 0; i < ICE_CANDIDATES; i++)
        await signal(lesson, pair, side, 'ice-candidate', candidate(i));
    }),
  );
  await gotAnswer;
  stats.joins.push(performance.now() - started);
  // The lesson goes on: a chat every 20 s and a signal every 30 s a side, at random phases.
  for (const side of [teacher, student]) {
    const every = (ms: number, fn: () => void) => {
      const first = setTimeout(() => {
        fn();
        timers.push(setInterval(fn, ms));
      }, Math.random() * ms);
      timers.push(first);
    };
    every(CHAT_EVERY_MS, () => void chat(lesson, pair, side));
    every(SIGNAL_EVERY_MS, () => void signal(lesson, pair, side, 'ice-candidate', candidate(0), true));
  }
}

/** Joins lessons [from, to) `concurrency` at a time, or spread evenly over `overMs`. */
async function joinRange(from: number, to: number, overMs = 0) {
  if (overMs > 0) {
    const all: Promise<void>[] = [];
    for (let i = from; i < to; i++) {
      all.push(new Promise((r) => setTimeout(r, Math.random() * overMs)).then(() => joinLesson(i)));
    }
    await Promise.all(all);
    return;
  }
  let next = from;
  await Promise.all(
    Array.from({ length: 25 }, async () => {
      while (next < to) await joinLesson(next++);
    }),
  );
}

const health = setInterval(async () => {
  const t = performance.now();
  const ok = await fetch(`${base('teacher')}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) stats.health.push(performance.now() - t);
  else if (!stopping) stats.errors += 1;
}, 1_000);

/** The database's queries so far (PostgreSQL: committed and rolled back transactions of the bench's database). */
async function dbQueries(): Promise<number | null> {
  if (!dbUrl) return null;
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { rows } = await c.query(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  await c.end();
  return Number(rows[0]?.n ?? 0);
}

type Row = Record<string, number | string>;
const table: Row[] = [];
let joined = 0;
let broke: string | null = null;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

try {
  for (const [i, n] of steps.entries()) {
    const last = i === steps.length - 1;
    const joinStart = performance.now();
    if (rush && last) {
      const quarter = Math.floor(n / 4);
      await joinRange(joined, n - quarter);
      stats.joins.length = 0;
      await joinRange(n - quarter, n, 60_000);
    } else await joinRange(joined, n);
    const joinS = (performance.now() - joinStart) / 1000;
    const joinTimes = [...stats.joins].sort((a, b) => a - b);
    joined = n;
    // Let the join settle, then measure a hold.
    await new Promise((r) => setTimeout(r, 3_000));
    stats.delivery.length = 0;
    stats.health.length = 0;
    stats.errors = 0;
    stats.calls = 0;
    stats.delivered = 0;
    stats.joins.length = 0;
    const before = servers.map((s) => procStat(s.pid as number));
    const q0 = await dbQueries();
    const pg0 = dbUrl ? postgresCpuS() : 0;
    const client0 = process.cpuUsage();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, holdS * 1000));
    const secs = (performance.now() - t0) / 1000;
    const clientCpu = process.cpuUsage(client0);
    const pgCpuS = dbUrl ? postgresCpuS() - pg0 : null;
    const q1 = await dbQueries();
    const after = servers.map((s) => procStat(s.pid as number));
    const cpuS = after.reduce((sum, a, k) => sum + a.cpuS - (before[k]?.cpuS ?? 0), 0);
    // Lost: sent more than 5 s ago and never seen.
    const now = performance.now();
    const lost = [...inFlight.values()].filter((t) => now - t > 5_000).length;
    for (const [k, t] of inFlight) if (now - t > 5_000) inFlight.delete(k);
    const d = [...stats.delivery].sort((a, b) => a - b);
    const h = [...stats.health].sort((a, b) => a - b);
    const errorRate = stats.errors / Math.max(1, stats.calls + stats.health.length);
    const row: Row = {
      lessons: n,
      joinS: Number(joinS.toFixed(1)),
      joinP95: Math.round(percentile(joinTimes, 95)),
      p50: Math.round(percentile(d, 50)),
      p95: Math.round(percentile(d, 95)),
      p99: Math.round(percentile(d, 99)),
      delivered: stats.delivered,
      lost,
      healthP99: Math.round(percentile(h, 99)),
      errors: `${(errorRate * 100).toFixed(2)}%`,
      cpu: `${Math.round((cpuS / secs) * 100)}%`,
      cpuMsPerMsg: Number(((cpuS * 1000) / Math.max(1, stats.delivered)).toFixed(2)),
      rssMb: Math.round(after.reduce((s, a) => s + a.rssMb, 0)),
      pgCpu: pgCpuS === null ? '-' : `${Math.round((pgCpuS / secs) * 100)}%`,
      // The bench's own process (its streams and calls) shares the cores with the server.
      clientCpu: `${Math.round(((clientCpu.user + clientCpu.system) / 1e6 / secs) * 100)}%`,
      qps: q0 !== null && q1 !== null ? Math.round((q1 - q0) / secs) : '-',
      load: load(),
    };
    table.push(row);
    if (!asJson) console.log(JSON.stringify(row));
    if ((row.p99 as number) > 1_000 || errorRate > 0.01 || lost > 0) {
      broke = `at ${n} lessons: ${(row.p99 as number) > 1_000 ? `delivery p99 ${row.p99} ms` : lost > 0 ? `${lost} lost` : `errors ${row.errors}`}`;
      break;
    }
  }
} finally {
  stopping = true;
  clearInterval(health);
  for (const t of timers) clearInterval(t);
  for (const s of streams) s.close();
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(
    servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))),
  );
  await dropDb?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

if (asJson) console.log(JSON.stringify({ db: dbKind, instances, holdS, steps: table, broke }));
else {
  console.log(
    `\n${dbKind}, ${instances} instance(s), ${holdS} s per step${rush ? ', rush on the last step' : ''}`,
  );
  console.table(table);
  console.log(broke ? `breaks ${broke}` : 'held every step');
}
if (process.env.BENCH_VERBOSE) {
  for (const [p, t] of callTimes) console.error(`${p}: ${t.n} calls, mean ${Math.round(t.ms / t.n)} ms`);
}
process.exit(0);
