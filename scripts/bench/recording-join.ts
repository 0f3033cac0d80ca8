// `npm run bench:recording-join`: what joining a long lesson's recording costs the server. A
// 60-minute recording of BENCH_MB (1024) MB in BENCH_PARTS (1200) parts, as MediaRecorder's
// stream is cut (one cluster a second, a video frame each 100 ms, an audio block each 20 ms), is
// put in the store of the real app (embedded database, files on disk) and joined as when the
// teacher stops, under an open-file limit of 256 (package.json). Meanwhile /api/health is asked
// over HTTP every 20 ms. Prints the join's time, the process's peak memory over its level before
// the join (the worker thread's included; aim: under 64 MB) and the slowest /api/health answer
// (aim: under 100 ms throughout).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { classRecordingParts, classRecordings } from '../../server/db/schema.ts';
import { sha256 } from '../../server/routes/recordings/join-parts.ts';
import { diskStore } from '../../server/routes/recordings/recording-store.ts';
import { joinsSettled, stopRecording } from '../../server/routes/recordings/recordings.service.ts';
import { recordedStream } from '../../server/routes/recordings/webm-fixtures.ts';
import { createTestClass } from '../../server/test/builders.ts';
import { latencyFigures, watchProcess } from './process-watch.ts';

const MB = 1024 * 1024;
const targetBytes = Number(process.env.BENCH_MB ?? 1024) * MB;
const partCount = Number(process.env.BENCH_PARTS ?? 1200);
const SECONDS = 3600;
// One second of the stream: 10 video frames of this size and 50 audio blocks of about 50 bytes.
const videoBlockBytes = Math.round((targetBytes / SECONDS - 50 * 50) / 10);

const openFileLimit = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-recording-join-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const app = await buildApp(config, { logger: false, recordingSweepMs: 0 });
const db = app.database.db;
const store = diskStore(config.recordings.dir);
const deps = { db, store, settings: { enabled: true, maxBytes: 4096 * MB, retentionDays: 90 } };

/** A class today, its recording started an hour and a minute ago (its real length). */
async function recordingClass() {
  const cls = await createTestClass({ app, database: app.database, config });
  const since = new Date(Date.now() - 61 * 60_000);
  const [rec] = await db
    .insert(classRecordings)
    .values({ classId: cls.id, openSegment: 0, segments: 1, recordingSince: since, createdAt: since })
    .returning({ id: classRecordings.id });
  return { classId: cls.id, recordingId: rec?.id ?? 0 };
}

/** Writes the lesson's stream into the store as `partCount` parts of equal size (one in memory at a time). */
async function storeParts(recordingId: number) {
  let total = 0;
  for (const chunk of recordedStream(SECONDS, videoBlockBytes)) total += chunk.length;
  const partBytes = Math.ceil(total / partCount);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  const put = async (data: Buffer) => {
    const name = `0-${seq}.part`;
    await store.writePart(recordingId, name, data);
    await db
      .insert(classRecordingParts)
      .values({ recordingId, segment: 0, seq, name, sizeBytes: data.length, sha256: sha256(data) });
    seq += 1;
  };
  for (const chunk of recordedStream(SECONDS, videoBlockBytes)) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= partBytes) {
      const bytes = Buffer.concat(pending);
      await put(bytes.subarray(0, partBytes));
      pending = [bytes.subarray(partBytes)];
      pendingBytes -= partBytes;
    }
  }
  if (pendingBytes > 0) await put(Buffer.concat(pending));
  await db.update(classRecordings).set({ sizeBytes: total }).where(eq(classRecordings.id, recordingId));
  return { total, parts: seq };
}

try {
  const { classId, recordingId } = await recordingClass();
  console.log(`bench:recording-join: writing ${SECONDS / 60} minutes in ${partCount} parts...`);
  const stored = await storeParts(recordingId);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const health = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health`;
  // The first request loads fetch and opens the connection: not the join's doing.
  await (await fetch(health)).arrayBuffer();
  const watch = await watchProcess();
  let joining = true;
  const latencies: number[] = [];
  const poll = (async () => {
    while (joining) {
      const t0 = performance.now();
      const res = await fetch(health);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  await stopRecording(deps, { classId });
  await joinsSettled();
  const seconds = (performance.now() - t0) / 1000;
  joining = false;
  await poll;
  const { extraMb, loopMaxMs } = watch.stop();
  const [row] = await db.select().from(classRecordings).where(eq(classRecordings.id, recordingId));
  if (row?.status !== 'ready') throw new Error(`the join ended '${row?.status}': ${row?.failure}`);
  const { median, p99, max } = latencyFigures(latencies);
  console.log(
    `\nJoined ${(stored.total / MB).toFixed(0)} MB in ${stored.parts} parts (${(stored.total / stored.parts / 1024).toFixed(0)} KB each), ` +
      `open-file limit ${openFileLimit}: ${(row.durationMs ?? 0) / 60_000} min, file ${((row.fileBytes ?? 0) / MB).toFixed(0)} MB`,
  );
  console.log(
    '| join time | peak extra memory | /api/health answers | median | p99 | max | event loop delay max |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${seconds.toFixed(1)} s | ${extraMb.toFixed(1)} MB | ${latencies.length} | ${median} ms | ${p99} ms | ${max} ms | ${loopMaxMs.toFixed(1)} ms |`,
  );
  console.log('Aim: peak extra memory under 64 MB; /api/health within 100 ms throughout.');
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
