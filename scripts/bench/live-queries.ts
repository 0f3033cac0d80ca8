// `npm run bench:live-queries`: the database queries each step of a lesson makes on PostgreSQL
// (one lesson, the app in this process, every query of every pooled connection counted): the
// join as the room makes it, then a signal and a chat message with both streams open. What
// `bench:capacity` multiplies by thousands; a change to a hot path shows here as a count.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { classes, sessions, users } from '../../server/db/schema.ts';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/auth.ts';
import { openSse, type SseConnection } from '../../server/test/sse-client.ts';
import { scratchDatabase } from './bench-database.ts';

const scratch = await scratchDatabase(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'bench_live_queries',
);
// Each query's text as pg sends it (every pooled client is a pg.Client).
const seen: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text?: string };
  seen.push(typeof q === 'string' ? q : (q.text ?? '?'));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const app = await buildApp(
  loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: scratch.url }),
  { logger: false },
);
const db = app.database.db;
const person = async (role: 'teacher' | 'student') => {
  const [u] = await db
    .insert(users)
    .values({ email: `queries-${role}@example.com`, role, firstName: 'Bench', lastName: role })
    .returning({ id: users.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: u?.id as number });
  return { id: u?.id as number, cookie: `${SESSION_COOKIE}=${token}` };
};
const teacher = await person('teacher');
const student = await person('student');
const [cls] = await db
  .insert(classes)
  .values({ batchName: 'Queries', teacherId: teacher.id, studentId: student.id, startsAt: new Date() })
  .returning({ id: classes.id });
const classId = cls?.id as number;
const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api`;
const seats = { teacher, student };

/** Runs one step, lets the wakes it causes be read, and prints its queries grouped by text. */
async function step(label: string, run: () => Promise<unknown>) {
  const settle = () => new Promise((r) => setTimeout(r, 300));
  await settle();
  seen.length = 0;
  await run();
  await settle();
  const byText = new Map<string, number>();
  for (const q of seen) {
    const text = q.replace(/\s+/g, ' ').trim().slice(0, 100);
    byText.set(text, (byText.get(text) ?? 0) + 1);
  }
  console.log(`\n${label}: ${seen.length} queries`);
  for (const [text, n] of byText) console.log(`  ${n} x ${text}`);
}
async function post(who: keyof typeof seats, path: string, body: object) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie: seats[who].cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ class_id: classId, ...body }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

const streams: SseConnection[] = [];
try {
  for (const who of ['teacher', 'student'] as const) {
    await step(`${who}: check_class_access`, () => post(who, '/check_class_access.php', {}));
    await step(`${who}: open the event stream`, async () => {
      streams.push(await openSse(`${base}/class_events?class_id=${classId}`, { cookie: seats[who].cookie }));
    });
    await step(`${who}: attendance join`, () =>
      post(who, '/update_class_attendance.php', { action: 'join' }),
    );
  }
  await step('teacher: start_class', () => post('teacher', '/start_class.php', {}));
  await step('teacher: a signal (ICE candidate)', () =>
    post('teacher', '/webrtc_signaling.php', { type: 'ice-candidate', data: { candidate: 'x' } }),
  );
  await step('teacher: another signal', () =>
    post('teacher', '/webrtc_signaling.php', { type: 'ice-candidate', data: { candidate: 'y' } }),
  );
  await step('student: a chat message', () =>
    post('student', '/class_chat_messages.php', {
      action: 'send_message',
      message_type: 'text',
      message_content: 'hello',
      client_key: 'bench-queries-1',
    }),
  );
} finally {
  for (const s of streams) s.close();
  await app.close();
  await scratch.drop();
}
