import type { JobLock } from './job-lock.ts';

/** A piece of background work the server does on its own. */
export type Job = {
  /** Names it in logs and in its lock: one name, one job across instances. */
  name: string;
  /** How often it runs (ms); 0: only when `tick` is called. */
  everyMs: number;
  run(): Promise<unknown>;
};

export type JobRunner = {
  /** Adds a job; its timer starts with the runner (at once when the runner is already started). */
  add(job: Job): void;
  /**
   * One tick of the job, now: it runs unless its last run here is still going or another
   * instance holds it. Answers whether it ran.
   */
  tick(name: string): Promise<boolean>;
  start(): void;
  /** Stops the timers, waits for the runs in progress and lets go of the jobs' locks. */
  stop(): Promise<void>;
};

type Log = { error(obj: object, msg: string): void };
/** Told of each run this instance made: the job, whether it failed, how long it took. */
export type OnJobRun = (job: string, failed: boolean, seconds: number) => void;
type Entry = { job: Job; timer: NodeJS.Timeout | null; running: Promise<boolean> | null };

/** Runs each job every `everyMs`, one run at a time, on the instance that holds its lock. */
export function createJobRunner(lock: JobLock, log: Log, onRun: OnJobRun): JobRunner {
  const entries = new Map<string, Entry>();
  let started = false;
  let stopped = false;

  function schedule(entry: Entry) {
    if (entry.job.everyMs <= 0) return;
    entry.timer = setInterval(() => void tick(entry.job.name), entry.job.everyMs);
    entry.timer.unref();
  }

  async function runOnce({ name, run }: Job): Promise<boolean> {
    if (!(await lock.claim(name))) return false;
    const started = performance.now();
    let failed = false;
    try {
      await run();
    } catch (err) {
      failed = true;
      log.error({ err, job: name }, 'job failed');
    }
    onRun(name, failed, (performance.now() - started) / 1000);
    return true;
  }

  function tick(name: string): Promise<boolean> {
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new Error(`No job named ${name}`));
    // A run that outlasts its interval is not joined by a second one.
    if (stopped || entry.running) return Promise.resolve(false);
    const running = runOnce(entry.job).finally(() => {
      entry.running = null;
    });
    entry.running = running;
    return running;
  }

  return {
    add(job) {
      if (entries.has(job.name)) throw new Error(`Job ${job.name} added twice`);
      const entry: Entry = { job, timer: null, running: null };
      entries.set(job.name, entry);
      if (started && !stopped) schedule(entry);
    },
    tick,
    start() {
      if (started) return;
      started = true;
      for (const entry of entries.values()) schedule(entry);
    },
    async stop() {
      stopped = true;
      for (const entry of entries.values()) if (entry.timer) clearInterval(entry.timer);
      await Promise.all([...entries.values()].map((e) => e.running));
      await lock.close();
    },
  };
}
