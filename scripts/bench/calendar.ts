// `npm run bench:calendar`: the dashboard's lesson list (GET /api/my_classes) and a person's
// calendar feed (GET /api/calendar/<token>.ics) with 5,000 lessons in the database: 20 teachers
// and 200 students, a lesson a weekday for each teacher from a year ago to a year ahead. The real
// app on the embedded database, then (with DATABASE_URL or --pg=<url>) on PostgreSQL in a
// database of its own. Requests one at a time over HTTP on loopback; prints p50 and p95 in ms
// (the aim: p95 under 50 ms). Options: --requests=<n> (default 300), --lessons=<n> (default 5000), --json.
import type { AddressInfo } from 'node:net';
import { API, API_BASE } from '../../common/api.ts';
import { buildApp } from '../../server/app.ts';
import { classes } from '../../server/db/schema.ts';
import { createUser } from '../../server/routes/auth/auth.service.ts';
import { asJson, numberArg, textArg } from './bench-args.ts';
import { benchConfig, percentile, scratchDatabase } from './bench-database.ts';

const requests = numberArg('requests', 300);
const lessons = numberArg('lessons', 5000);
const pgUrl = textArg('pg', process.env.DATABASE_URL ?? '');
const TEACHERS = 20;
const STUDENTS = 200;
const WARM_UP = 30;
const PASSWORD = 'bench-password-123';

type Figures = { p50: number; p95: number; lessonsInAnswer: number };

async function run(kind: 'embedded' | 'postgres', databaseUrl: string | null) {
  const config = benchConfig(databaseUrl);
  const app = await buildApp(config, { logger: false, mailTransport: null, recordingSweepMs: 0 });
  try {
    const db = app.database.db;
    const person = (role: 'teacher' | 'student', i: number) =>
      createUser(db, {
        email: `bench.${role}.${i}@example.com`,
        password: PASSWORD,
        role,
        firstName: 'Bench',
        lastName: `${role} ${i}`,
      });
    const teachers = [];
    for (let i = 0; i < TEACHERS; i += 1) teachers.push(await person('teacher', i));
    const students = [];
    for (let i = 0; i < STUDENTS; i += 1) students.push(await person('student', i));

    // Each teacher's lessons a day apart at 12:30 UTC (18:00 in India), centred on today.
    const perTeacher = Math.ceil(lessons / TEACHERS);
    const today = new Date();
    today.setUTCHours(12, 30, 0, 0);
    const rows = [];
    for (let n = 0; n < lessons; n += 1) {
      const t = n % TEACHERS;
      const k = Math.floor(n / TEACHERS);
      rows.push({
        batchName: `Bench lesson ${n}`,
        teacherId: teachers[t]?.id ?? 0,
        studentId: students[(t * 10 + (k % 10)) % STUDENTS]?.id ?? 0,
        startsAt: new Date(today.getTime() + (k - Math.floor(perTeacher / 2)) * 86_400_000),
        durationMinutes: 60,
      });
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(classes).values(rows.slice(i, i + 500));

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_BASE}`;
    const login = await fetch(`${base}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench.teacher.0@example.com',
        password: PASSWORD,
        timeZone: 'Europe/London',
      }),
    });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    const feed = await fetch(`${base}${API.calendarFeed}`, { method: 'POST', headers: { cookie } });
    if (!feed.ok) throw new Error(`feed link answered ${feed.status}`);
    const feedUrl = new URL(((await feed.json()) as { url: string }).url);
    const feedPath = `${base}${feedUrl.pathname.slice(API_BASE.length)}`;

    async function measure(url: string, headers: Record<string, string>, count: (body: string) => number) {
      const times: number[] = [];
      let inAnswer = 0;
      for (let i = 0; i < WARM_UP + requests; i += 1) {
        const started = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.text();
        const ms = performance.now() - started;
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        if (i >= WARM_UP) times.push(ms);
        inAnswer = count(body);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95), lessonsInAnswer: inAnswer };
    }
    const dashboard = await measure(`${base}${API.myClasses}`, { cookie }, (body) => {
      const lists = JSON.parse(body) as Record<string, unknown>;
      return ['Today', 'Upcoming', 'Past'].reduce((n, k) => n + ((lists[k] as unknown[]) ?? []).length, 0);
    });
    const feedFigures = await measure(feedPath, {}, (body) => body.split('BEGIN:VEVENT').length - 1);
    return { kind, dashboard, feed: feedFigures };
  } finally {
    await app.close();
  }
}

const results: { kind: string; dashboard: Figures; feed: Figures }[] = [];
results.push(await run('embedded', null));
if (pgUrl) {
  const scratch = await scratchDatabase(pgUrl, 'bench_calendar');
  try {
    results.push(await run('postgres', scratch.url));
  } finally {
    await scratch.drop();
  }
}

if (asJson) console.log(JSON.stringify({ lessons, requests, results }));
else {
  console.log(`${lessons} lessons, ${requests} requests each after ${WARM_UP} to warm up`);
  for (const r of results) {
    for (const [call, f] of [
      ['dashboard (my_classes)', r.dashboard],
      ['calendar feed (.ics)', r.feed],
    ] as const) {
      console.log(
        `${r.kind.padEnd(9)} ${call.padEnd(24)} p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  (${f.lessonsInAnswer} lessons in the answer)`,
      );
    }
  }
}
process.exit(0);
