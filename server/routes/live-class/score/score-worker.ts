import { parentPort } from 'node:worker_threads';
import { runScoreJob, type ScoreJob } from './score-job.ts';

// The score's worker thread (score-in-worker.ts starts it): one job at a time, each answered,
// a marked PDF handed over without a copy.
parentPort?.on('message', async (job: ScoreJob) => {
  const outcome = await runScoreJob(job);
  parentPort?.postMessage(
    outcome,
    outcome.ok && outcome.kind === 'marked' ? [outcome.pdf.buffer as ArrayBuffer] : [],
  );
});
// Loaded: the first message says the thread is ready for jobs.
parentPort?.postMessage('ready');
