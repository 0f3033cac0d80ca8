import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestClass } from '../../test/builders.ts';
import { type TestContext, useTestApp } from '../../test/test-app.ts';
import {
  appUrl,
  call,
  openClassStream,
  sendChat,
  useLiveTestApp,
} from '../live-class/live-class-fixtures.ts';
import { send, start, stopAndJoin } from '../recordings/recordings-fixtures.ts';
import { cut, recordedWebm } from '../recordings/webm-fixtures.ts';
import { METRICS_MESSAGES } from './metrics-access.ts';

const TOKEN = 'a-metrics-token-of-test';
const ELSEWHERE = '203.0.113.7';

const scrape = (t: TestContext, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of the sample `name` whose labels include `labels`, from the Prometheus text; null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return null;
}

const read = async (t: TestContext) => {
  const res = await scrape(t);
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers a caller on this machine in the Prometheus text format', async () => {
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'music_school_http_requests_total',
      'music_school_http_request_duration_seconds',
      'music_school_event_streams_open',
      'music_school_lessons_live',
      'music_school_class_event_delivery_seconds',
      'music_school_mail_outbox_waiting',
      'music_school_mail_outbox_oldest_seconds',
      'music_school_job_runs_total',
      'music_school_recording_joins_total',
      'music_school_recording_joins_running',
      'music_school_db_connections',
      'music_school_db_waiting',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(res.body).toContain(`# TYPE ${name} `);
    expect(sample(res.body, 'music_school_db_connections', { state: 'idle' })).not.toBeNull();
  });

  it('refuses a caller elsewhere, and one a proxy it was not told of forwarded', async () => {
    const far = await scrape(t, {}, ELSEWHERE);
    expect(far.statusCode).toBe(403);
    expect(far.json()).toEqual({
      error: METRICS_MESSAGES.loopbackOnly,
      message: METRICS_MESSAGES.loopbackOnly,
    });
    // Through a proxy on this machine every client comes from 127.0.0.1: without TRUST_PROXY, refused.
    expect((await scrape(t, { 'x-forwarded-for': ELSEWHERE })).statusCode).toBe(403);
    expect((await scrape(t, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });

  it('counts requests by route pattern, never the address asked, and times them', async () => {
    const before = await read(t);
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const count = (text: string) => sample(text, 'music_school_http_requests_total', health) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/recordings/12345/file' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call-77' });
    const after = await read(t);
    expect(count(after) - count(before)).toBe(3);
    expect(
      sample(after, 'music_school_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(after, 'music_school_http_requests_total', {
        route: '/api/recordings/:id/file',
        status_code: '401',
      }),
    ).toBe(1);
    expect(
      sample(after, 'music_school_http_requests_total', { route: '(unmatched)', status_code: '404' }),
    ).toBe(1);
    expect(after).not.toContain('12345');
    expect(after).not.toContain('no-such-call-77');
  });

  it('counts job runs and failures, with when each job last succeeded', async () => {
    t.app.jobs.add({
      name: 'test-failing-job',
      everyMs: 0,
      run: async () => {
        throw new Error('this job fails');
      },
    });
    await t.app.jobs.tick('lesson-reminders');
    await t.app.jobs.tick('test-failing-job');
    await t.app.jobs.tick('test-failing-job');
    const text = await read(t);
    expect(sample(text, 'music_school_job_runs_total', { job: 'lesson-reminders', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'music_school_job_runs_total', { job: 'test-failing-job', outcome: 'failed' })).toBe(
      2,
    );
    expect(sample(text, 'music_school_job_duration_seconds_count', { job: 'test-failing-job' })).toBe(2);
    const succeeded = sample(text, 'music_school_job_last_success_timestamp_seconds', {
      job: 'lesson-reminders',
    });
    expect(Math.abs((succeeded ?? 0) - Date.now() / 1000)).toBeLessThan(600);
    expect(
      sample(text, 'music_school_job_last_success_timestamp_seconds', { job: 'test-failing-job' }),
    ).toBeNull();
  });

  it("shows the outbox's waiting mails and the oldest one's age", async () => {
    const waiting = (text: string) => sample(text, 'music_school_mail_outbox_waiting') ?? 0;
    const before = await read(t);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.insert(mailOutbox).values([
      { toAddress: 'office@example.com', subject: 'One', body: 'x', createdAt: hourAgo },
      { toAddress: 'office@example.com', subject: 'Two', body: 'x' },
      { toAddress: 'office@example.com', subject: 'Given up', body: 'x', attempts: 8 },
    ]);
    const after = await read(t);
    expect(waiting(after) - waiting(before)).toBe(2);
    expect(sample(after, 'music_school_mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(3600);
    expect(sample(after, 'music_school_mail_outbox_given_up')).toBe(1);
  });
});

describe('GET /metrics behind a trusted proxy', () => {
  const t = useTestApp({ TRUST_PROXY: 'loopback' });

  it('goes by the client address the proxy reports', async () => {
    expect((await scrape(t, { 'x-forwarded-for': ELSEWHERE })).statusCode).toBe(403);
    expect((await scrape(t, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it('asks for the token, refuses a wrong one and answers the right one from anywhere', async () => {
    const none = await scrape(t);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json().message).toBe(METRICS_MESSAGES.tokenMissing);
    const wrong = await scrape(t, { authorization: 'Bearer not-the-metrics-token' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(METRICS_MESSAGES.tokenWrong);
    expect((await scrape(t, { authorization: `Basic ${TOKEN}` }, ELSEWHERE)).statusCode).toBe(401);
    const right = await scrape(t, { authorization: `Bearer ${TOKEN}` }, ELSEWHERE);
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE music_school_http_requests_total counter');
    expect(right.headers['www-authenticate']).toBeUndefined();
  });
});

describe('GET /metrics on a lesson', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'metrics-test-'));
  const t = useLiveTestApp({ DATA_DIR: dataDir });

  it('shows the lessons live, the streams open and the time from a chat stored to it pushed', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = await createTestClass(t);
    const live = async () => sample(await read(t), 'music_school_lessons_live');
    const before = await live();
    await call(t, c.teacher, 'POST', '/api/start_class.php', { class_id: c.id });
    expect(await live()).toBe((before ?? 0) + 1);

    const stream = await openClassStream(appUrl(t), c.student, c.id);
    await stream.next('meeting-status');
    expect(sample(await read(t), 'music_school_event_streams_open')).toBe(1);
    await sendChat(t, c.teacher, c.id, 'Timed from stored to pushed');
    await stream.next('chat');
    const text = await read(t);
    expect(sample(text, 'music_school_class_event_delivery_seconds_count', { kind: 'chat' })).toBe(1);
    expect(
      sample(text, 'music_school_class_event_delivery_seconds_bucket', { kind: 'chat', le: '+Inf' }),
    ).toBe(1);
    // A third stream of the seat makes the server end the first (MAX_STREAMS_PER_SEAT).
    const more = [
      await openClassStream(appUrl(t), c.student, c.id),
      await openClassStream(appUrl(t), c.student, c.id),
    ];
    await expect(stream.next()).rejects.toThrow(/stream ended/);
    const streams = { route: '/api/class_events' };
    await expect.poll(async () => sample(await read(t), 'music_school_http_requests_total', streams)).toBe(1);
    // How long someone stayed is not how fast the server answered.
    expect(sample(await read(t), 'music_school_http_request_duration_seconds_count', streams)).toBeNull();
    for (const s of more) s.close();
    await expect.poll(async () => sample(await read(t), 'music_school_event_streams_open')).toBe(0);
  });

  it('counts recording joins by outcome', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    await send(t, c, rec.recording_id, 0, cut(recordedWebm(2), 2));
    await stopAndJoin(t, c);
    const text = await read(t);
    expect(sample(text, 'music_school_recording_joins_total', { outcome: 'ready' })).toBe(1);
    expect(sample(text, 'music_school_recording_join_duration_seconds_count')).toBe(1);
    expect(sample(text, 'music_school_recording_joins_running')).toBe(0);
  });
});
