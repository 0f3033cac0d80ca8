import { Worker } from 'node:worker_threads';
import { COULD_NOT_JOIN, type JoinJob, type JoinOutcome } from './join-parts.ts';

/** A join still running after this long is stopped (well before the job counts it stuck). */
export const JOIN_TIME_LIMIT_MS = 10 * 60_000;
// The join's own heap is small (its cues); a young generation this small collects each part's
// bytes soon after it is used, instead of letting them pile up to V8's default limits.
const HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 };

/**
 * Runs the join in a worker thread of its own, so the server goes on answering while it works,
 * and stops it at `timeLimitMs`. Always settles, with the join's outcome or the reason it has none.
 */
export function joinInWorker(job: JoinJob, timeLimitMs = JOIN_TIME_LIMIT_MS): Promise<JoinOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./join-worker.mjs', import.meta.url), {
      workerData: job,
      resourceLimits: HEAP,
    });
    let settled = false;
    const settle = (outcome: JoinOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Its S3 client may keep the thread alive: the answer is all it had to give.
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      const failure = `${COULD_NOT_JOIN}: it took longer than ${timeLimitMs / 1000} s`;
      settle({ ok: false, failure, error: failure });
    }, timeLimitMs);
    worker.on('message', settle);
    worker.on('error', (err) =>
      settle({ ok: false, failure: COULD_NOT_JOIN, error: String(err.stack ?? err) }),
    );
    worker.on('exit', (code) =>
      settle({ ok: false, failure: COULD_NOT_JOIN, error: `the join's worker stopped (exit code ${code})` }),
    );
  });
}
