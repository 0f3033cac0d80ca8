// Scratch: the database queries each live-class operation makes on PostgreSQL (one lesson, in process).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { classes, sessions, users } from '../../server/db/schema.ts';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/auth.ts';
import { openSse } from '../../server/test/sse-client.ts';
import { scratchDatabase } from './bench-database.ts';

const scratch = await scratchDatabase(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'bench_qcount',
);
const seen: string[] = [];
const orig = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: a counting shim
(pg.Client.prototype as any).query = function (this: pg.Client, q: any, ...rest: any[]) {
  seen.push(typeof q === 'string' ? q : (q?.text ?? q?.name ?? '?'));
  // biome-ignore lint/suspicious/noExplicitAny: a counting shim
  return (orig as any).call(this, q, ...rest);
};
const app = await buildApp(
  loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: scratch.url,
    ICE_SERVERS: '[]',
  }),
  { logger: false },
);
const db = app.database.db;
const [t] = await db.insert(users).values({ email: 'qt@example.com', role: 'teacher', firstName: 'T', lastName: 'T' }).returning();
const [s] = await db.insert(users).values({ email: 'qs@example.com', role: 'student', firstName: 'S', lastName: 'S' }).returning();
const [c] = await db.insert(classes).values({ batchName: 'Q', teacherId: t!.id, studentId: s!.id, startsAt: new Date() }).returning();
const seat = async (userId: number) => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return `${SESSION_COOKIE}=${token}`;
};
const cookies = { teacher: await seat(t!.id), student: await seat(s!.id) };
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const base = `${address}/api`;
const settle = () => new Promise((r) => setTimeout(r, 300));
const measure = async (label: string, fn: () => Promise<unknown>) => {
  await settle();
  seen.length = 0;
  await fn();
  await settle();
  const by = new Map<string, number>();
  for (const q of seen) by.set(q.slice(0, 110), (by.get(q.slice(0, 110)) ?? 0) + 1);
  console.log(`\n${label}: ${seen.length} queries`);
  for (const [q, n] of by) console.log(`  ${n} x ${q.replace(/\s+/g, ' ')}`);
};
const post = (who: 'teacher' | 'student', p: string, body: object) =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { cookie: cookies[who], 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());
const streams: Awaited<ReturnType<typeof openSse>>[] = [];
for (const who of ['teacher', 'student'] as const) {
  await measure(`${who} check_class_access`, () => post(who, '/check_class_access.php', { class_id: c!.id }));
  await measure(`${who} open stream`, async () => {
    streams.push(await openSse(`${base}/class_events?class_id=${c!.id}`, { cookie: cookies[who] }));
  });
  await measure(`${who} attendance join`, () => post(who, '/update_class_attendance.php', { class_id: c!.id, action: 'join' }));
}
await measure('teacher start_class', () => post('teacher', '/start_class.php', { class_id: c!.id }));
await measure('teacher signal (ice), both streams open', () =>
  post('teacher', '/webrtc_signaling.php', { class_id: c!.id, type: 'ice-candidate', data: { candidate: 'x' } }),
);
await measure('student chat, both streams open', async () => console.log(await
  post('student', '/class_chat_messages.php', { action: 'send_message', class_id: c!.id, message_type: 'text', message_content: 'hi', client_key: 'key-one-1' })),
);
for (const st of streams) st.close();
await app.close();
await scratch.drop();
process.exit(0);
