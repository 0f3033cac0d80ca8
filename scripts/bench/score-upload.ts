// `npm run bench:score-upload`: what the worst score the server accepts costs it. Through the
// real app (embedded database, files on disk) over HTTP, the teacher opens each of
//  - the largest image allowed: a PNG of SCORE_LIMITS.pixels (40 megapixels, staff lines on white
//    with a band of noise making it nearly 20 MB), decoded and written again at upload;
//  - the PDF of the most objects allowed (SCORE_LIMITS.objects, 50,000), read at upload;
// each with the most marks allowed (SCORE_LIMITS.marks of SCORE_LIMITS.points points, stored
// straight in the database), then asks for its marked PDF. Meanwhile /api/health is asked every
// 20 ms, from a client thread of its own (which also sends and reads the files, so the bench's
// side does not hold the server's event loop). Prints, for each, the upload's and the marked PDF's time, the slowest /api/health answer
// (aim: under 100 ms) and the process's peak memory over its level before (the score's worker
// thread included; aim: under 256 MB).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { SCORE_LIMITS } from '../../common/schemas/live-class/score.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { scoreMarks } from '../../server/db/schema.ts';
import { createTestClass } from '../../server/test/builders.ts';
import { manyObjectsPdf } from '../../server/test/score-files.ts';
import { latencyFigures, watchProcess } from './process-watch.ts';

const MB = 1024 * 1024;
// The client thread: sends the one request while it asks /api/health every 20 ms.
const CLIENT = `
const { parentPort, workerData: r } = require('node:worker_threads');
(async () => {
  await (await fetch(r.health)).arrayBuffer();
  let running = true;
  const latencies = [];
  const poll = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(r.health);
      await res.arrayBuffer();
      if (!res.ok) throw new Error('/api/health answered ' + res.status);
      latencies.push(performance.now() - t0);
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const headers = { ...r.headers, ...(r.body ? { 'content-type': 'application/octet-stream' } : {}) };
  const res = await fetch(r.url, { method: r.method, headers, body: r.body });
  let body = 0;
  if (r.json) body = await res.json();
  else for await (const chunk of res.body) body += chunk.length;
  running = false;
  await poll;
  parentPort.postMessage({ status: res.status, body, latencies });
})();
`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-score-upload-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const app = await buildApp(config, { logger: false, recordingSweepMs: 0 });

/** 40 megapixels of staff lines on white, and a band of noise taking it near the 20 MB a score may be. */
async function largestImage(): Promise<Buffer> {
  const width = 5000;
  const height = SCORE_LIMITS.pixels / width;
  const grey = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y += 40) grey.fill(0, y * width, (y + 3) * width);
  const noiseRows = Math.floor((17 * MB) / width);
  for (let i = 0; i < noiseRows * width; i++) grey[i] = Math.floor(Math.random() * 256);
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

/** Marks as many and as long as a score holds, every one a zigzag over page 1. */
const fullMarks = (scoreId: number) =>
  Array.from({ length: SCORE_LIMITS.marks }, (_, i) => ({
    scoreId,
    authorRole: 'teacher' as const,
    page: 1,
    tool: 'pen' as const,
    color: 'red' as const,
    points: Array.from(
      { length: SCORE_LIMITS.points },
      (_, k) => [k / SCORE_LIMITS.points, (i % 100) / 100 + (k % 2) / 200] as [number, number],
    ),
    pointCount: SCORE_LIMITS.points,
    clientKey: `bench-mark-${i}`,
  }));

try {
  const cls = await createTestClass({ app, database: app.database, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = { cookie: cls.teacher.cookie };
  const files = [
    { name: 'Largest image.png', bytes: await largestImage() },
    { name: 'Most objects.pdf', bytes: manyObjectsPdf(SCORE_LIMITS.objects) },
  ];

  /**
   * One request, sent from a thread of its own while it asks /api/health every 20 ms: the
   * bench's side of the upload and download (copying their megabytes) does not hold the
   * server's event loop. Answers the status, the body (JSON, or its length) and the latencies.
   */
  function fromClient(request: { url: string; method: string; body?: Uint8Array; json: boolean }) {
    const client = new Worker(CLIENT, {
      eval: true,
      workerData: { ...request, headers, health: `${base}/api/health` },
    });
    return new Promise<{ status: number; body: unknown; latencies: number[] }>((resolve, reject) => {
      client.once('message', resolve);
      client.once('error', reject);
    }).finally(() => client.terminate());
  }

  /** Runs `request` from the client; what it cost the server meanwhile. */
  async function measured(request: Parameters<typeof fromClient>[0]) {
    const watch = await watchProcess();
    const t0 = performance.now();
    const answer = await fromClient(request);
    const seconds = (performance.now() - t0) / 1000;
    const { extraMb, loopMaxMs } = watch.stop();
    const { median, p99, max } = latencyFigures(answer.latencies);
    const cost = `${seconds.toFixed(1)} s | ${answer.latencies.length} | ${median} ms | ${p99} ms | ${max} ms | ${loopMaxMs.toFixed(1)} ms | ${extraMb.toFixed(1)} MB`;
    return { ...answer, cost };
  }

  console.log(
    '| score | step | time | /api/health answers | median | p99 | max | event loop delay max | peak extra memory |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const file of files) {
    const label = `${file.name} (${(file.bytes.length / MB).toFixed(1)} MB)`;
    const query = new URLSearchParams({ class_id: String(cls.id), name: file.name });
    const upload = await measured({
      url: `${base}/api/class_scores?${query}`,
      method: 'POST',
      body: new Uint8Array(file.bytes),
      json: true,
    });
    const opened = upload.body as { data: { id: number; marked_pdf_url: string }; message: string };
    if (upload.status !== 201) throw new Error(`${file.name} was refused: ${opened.message}`);
    console.log(`| ${label} | upload | ${upload.cost} |`);
    // Stored as a long lesson would have (not measured: the bench's own insert, not a request).
    await app.database.db.insert(scoreMarks).values(fullMarks(opened.data.id));
    const marked = await measured({
      url: `${base}${opened.data.marked_pdf_url}`,
      method: 'GET',
      json: false,
    });
    if (marked.status !== 200) throw new Error(`${file.name}: the marked PDF answered ${marked.status}`);
    console.log(`| ${label} | marked PDF (${(Number(marked.body) / MB).toFixed(1)} MB) | ${marked.cost} |`);
  }
  console.log(
    `Each with ${SCORE_LIMITS.marks} marks of ${SCORE_LIMITS.points} points. Aim: /api/health within 100 ms throughout; peak extra memory under 256 MB.`,
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
