import { parentPort, workerData } from 'node:worker_threads';
import { type JoinJob, joinParts } from './join-parts.ts';
import { openStore } from './open-store.ts';

// Runs one join (join-in-worker.ts starts it) and answers its outcome.
const job = workerData as JoinJob;
parentPort?.postMessage(await joinParts(await openStore(job.store), job));
