// `npm run bench:live-poll`: throughput of the meeting-status poll (CHECK_MEETING_STATUS, the
// spec's 1 s poll) through the real app, signed in, on the embedded database, against a bare
// Fastify route answering the same JSON. autocannon runs in its own process so the servers
// keep this one. Options: --duration=<s> per run (default 5), --rounds=<n> (default 3),
// --connections=<n> (default 10), --json.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { instantOf } from '../../common/lesson-time.ts';
import { schoolDate } from '../../common/school-time.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { classes } from '../../server/db/schema.ts';
import { createUser } from '../../server/routes/auth/auth.service.ts';
import { asJson, numberArg } from './bench-args.ts';

const duration = numberArg('duration', 5);
const roundCount = numberArg('rounds', 3);
const connections = numberArg('connections', 10);

type Run = { rps: number; perCpuSecond: number };

/**
 * One autocannon run (asynchronous: the servers under test live in this process's event loop).
 * Besides requests per second it counts requests per CPU second of this process, which hosts
 * only the servers: on a shared, busy machine that figure moves far less than the first.
 */
async function autocannon(url: string, headers: Record<string, string>): Promise<Run> {
  const args = ['autocannon', '-j', '-d', String(duration), '-c', String(connections)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const before = process.cpuUsage();
  const { stdout } = await promisify(execFile)('npx', [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const cpu = process.cpuUsage(before);
  const result = JSON.parse(stdout);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { rps: result.requests.average, perCpuSecond: result.requests.total / cpuSeconds };
}

async function realApp() {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    LOGIN_RATE_LIMIT: '1000',
  });
  const app = await buildApp(config, { logger: false });
  const db = app.database.db;
  const password = 'bench-password-123';
  const suffix = Date.now();
  const user = (role: 'teacher' | 'student', lastName: string) =>
    createUser(db, {
      email: `bench-${role}-${suffix}@example.com`,
      password,
      role,
      firstName: 'Bench',
      lastName,
    });
  const teacher = await user('teacher', 'Teacher');
  const student = await user('student', 'Student');
  const [cls] = await db
    .insert(classes)
    .values({
      batchName: 'Bench',
      teacherId: teacher.id,
      studentId: student.id,
      startsAt: instantOf(schoolDate(config.timeZone), '10:00', config.timeZone),
    })
    .returning({ id: classes.id });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: student.email, password },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/check_meeting_status.php?class_id=${cls?.id}&timestamp=1`;
  const check = await fetch(url, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`meeting status answered ${check.status}`);
  return { app, url, cookie, body: await check.json() };
}

async function bareApp(body: unknown) {
  const app = Fastify({ logger: false });
  app.get('/status', async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/status` };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const real = await realApp();
const bare = await bareApp(real.body);
try {
  // Alternating rounds: a busy, shared machine slows both sides of a round alike.
  const rounds: { real: Run; bare: Run }[] = [];
  for (let i = 0; i < roundCount; i += 1) {
    const bareRun = await autocannon(bare.url, {});
    const realRun = await autocannon(real.url, { cookie: real.cookie });
    rounds.push({ real: realRun, bare: bareRun });
  }
  const med = (pick: (r: { real: Run; bare: Run }) => number) => median(rounds.map(pick));
  const figures = {
    meetingStatusRps: Math.round(med((r) => r.real.rps)),
    bareFastifyRps: Math.round(med((r) => r.bare.rps)),
    ratio: Number(med((r) => r.real.rps / r.bare.rps).toFixed(2)),
    meetingStatusPerCpuSecond: Math.round(med((r) => r.real.perCpuSecond)),
    bareFastifyPerCpuSecond: Math.round(med((r) => r.bare.perCpuSecond)),
    cpuRatio: Number(med((r) => r.real.perCpuSecond / r.bare.perCpuSecond).toFixed(2)),
    rounds: roundCount,
    durationSeconds: duration,
    connections,
  };
  if (asJson) console.log(JSON.stringify(figures));
  else {
    const f = figures;
    console.log(`median of ${roundCount} alternating rounds of ${duration} s, ${connections} connections`);
    console.log(
      `meeting-status poll (real route, signed in): ${f.meetingStatusRps} req/s, ${f.meetingStatusPerCpuSecond} req per CPU s`,
    );
    console.log(
      `bare Fastify route:                         ${f.bareFastifyRps} req/s, ${f.bareFastifyPerCpuSecond} req per CPU s`,
    );
    console.log(`ratio: ${f.ratio} (req/s), ${f.cpuRatio} (per CPU second); aim >= 0.5`);
  }
} finally {
  await real.app.close();
  await bare.app.close();
}
