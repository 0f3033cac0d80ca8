import { Worker } from 'node:worker_threads';
import { SCORE_LIMITS, SCORE_TEXT } from '../../../../common/schemas/live-class/score.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { MarkedSource } from './marked-pdf.ts';
import type { PackedMarks, ScoreJob, ScoreOutcome } from './score-job.ts';

// The heap limit counts pdf-lib's objects; a young generation this small collects them early.
const HEAP = { maxOldGenerationSizeMb: SCORE_LIMITS.memoryMb, maxYoungGenerationSizeMb: 16 };
/** A thread with nothing to do for this long is ended, and its memory with it. */
const IDLE_MS = 30_000;
/** Jobs held at once (the one running and those waiting); more are refused rather than held, each with its file. */
const MAX_WAITING = 8;

type Done = Extract<ScoreOutcome, { ok: true }>;
/**
 * The bytes in an ArrayBuffer of their own, to be handed over to the thread without a copy (the
 * caller's view is emptied). A Buffer is often a view into a larger shared one, which a message
 * would copy whole; and pdf-lib reads a JPEG from the start of its ArrayBuffer, not of the view.
 */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength &&
  bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
const failed = (job: ScoreJob) => (job.kind === 'pages' ? SCORE_TEXT.notScore : SCORE_TEXT.markedPdfFailed);

/**
 * Reads PDF scores and draws marked PDFs in a worker thread, one job at a time, so the server
 * goes on answering; each job is stopped at SCORE_LIMITS' time (counted once the thread has
 * loaded) and memory. The thread is kept
 * for the next job while jobs come (starting one takes about a second), and ended after a
 * refusal (a refused parse may still be running in it) or IDLE_MS without work.
 */
export class ScoreWorker {
  private worker: Worker | null = null;
  /** Settles once the thread has loaded its code: a job's time counts from then, not from the start. */
  private ready: Promise<void> = Promise.resolve();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly timeLimitMs = SCORE_LIMITS.seconds * 1000) {}

  /** A PDF's page count; 400 with the bound it breaks. The caller keeps its bytes (a copy goes). */
  async pages(pdf: Uint8Array): Promise<number> {
    const bytes = new Uint8Array(pdf);
    const done = await this.run({ kind: 'pages', pdf: bytes }, [bytes.buffer], 400);
    if (done.kind !== 'pages') throw new Error('the score worker answered another job');
    return done.pages;
  }

  /** The score as a PDF with the marks drawn in; 422 when it cannot be made. Takes the bytes and marks. */
  async marked(source: MarkedSource, marks: PackedMarks): Promise<Uint8Array> {
    const bytes = own(source.bytes);
    const job: ScoreJob = { kind: 'marked', source: { ...source, bytes }, marks };
    const done = await this.run(job, [bytes.buffer, marks.xy.buffer as ArrayBuffer], 422);
    if (done.kind !== 'marked') throw new Error('the score worker answered another job');
    return done.pdf;
  }

  close() {
    if (this.worker) this.end(this.worker);
  }

  private async run(job: ScoreJob, handedOver: ArrayBuffer[], refusedStatus: number): Promise<Done> {
    if (this.waiting >= MAX_WAITING) throw new HttpError(429, SCORE_TEXT.busy);
    this.waiting += 1;
    const turn = this.queue.then(() => this.runNow(job, handedOver));
    this.queue = turn.catch(() => {});
    const outcome = await turn.finally(() => {
      this.waiting -= 1;
    });
    if (!outcome.ok) throw new HttpError(refusedStatus, outcome.refusal);
    return outcome;
  }

  private async runNow(job: ScoreJob, handedOver: ArrayBuffer[]): Promise<ScoreOutcome> {
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker ?? this.start();
    // A thread that fails while it loads answers the job as one that failed.
    const loaded = await this.ready.then(
      () => true,
      () => false,
    );
    if (!loaded) return { ok: false, refusal: failed(job) };
    return new Promise((resolve) => {
      const settle = (outcome: ScoreOutcome) => {
        clearTimeout(timer);
        worker.off('message', settle).off('error', onError).off('exit', onExit);
        if (outcome.ok) this.idleLater(worker);
        else this.end(worker);
        resolve(outcome);
      };
      const onError = (err: Error & { code?: string }) =>
        settle({
          ok: false,
          refusal: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? SCORE_TEXT.tooMuchMemory : failed(job),
        });
      const onExit = () => settle({ ok: false, refusal: failed(job) });
      const timer = setTimeout(() => settle({ ok: false, refusal: SCORE_TEXT.tooSlow }), this.timeLimitMs);
      worker.on('message', settle).on('error', onError).on('exit', onExit);
      worker.postMessage(job, handedOver);
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./score-worker.mjs', import.meta.url), { resourceLimits: HEAP });
    // Loading the thread's code (tsx, pdf-lib, sharp) takes a second, many on a busy machine.
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject).once('exit', reject);
    });
    // A thread waiting for work keeps no process alive; one that fails between jobs is forgotten.
    worker.unref();
    worker.on('error', () => {});
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  private end(worker: Worker) {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }

  private idleLater(worker: Worker) {
    this.idle = setTimeout(() => this.end(worker), IDLE_MS);
    this.idle.unref();
  }
}
