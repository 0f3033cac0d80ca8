import { describe, expect, it } from 'vitest';
import { withSecondInstance } from '../routes/live-class/live-class-fixtures.ts';
import { useTestApp } from '../test/test-app.ts';

/** A job that counts its runs; added under one name to each instance, it shares the count. */
function countingJob(name: string, everyMs = 0) {
  const job = {
    name,
    everyMs,
    runs: 0,
    run: async () => {
      job.runs += 1;
    },
  };
  return job;
}

describe('background jobs', () => {
  const t = useTestApp();

  it('has the recordings sweep among its jobs', async () => {
    expect(await t.app.jobs.tick('recordings-sweep')).toBe(true);
  });

  it('runs a job on its own, every interval, in this process', async () => {
    let third: () => void = () => {};
    const ranThrice = new Promise<void>((resolve) => {
      third = resolve;
    });
    let runs = 0;
    t.app.jobs.add({
      name: 'count-on-timer',
      everyMs: 5,
      run: async () => {
        runs += 1;
        if (runs === 3) third();
      },
    });
    await ranThrice;
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('does not start a run while the last one is still going', async () => {
    let finish: () => void = () => {};
    const job = countingJob('slow');
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    t.app.jobs.add({ ...job, run: () => job.run().then(() => gate) });
    const first = t.app.jobs.tick('slow');
    expect(await t.app.jobs.tick('slow')).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(job.runs).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs each tick once on two instances of one PostgreSQL, and moves when its instance stops',
    async () => {
      const both = countingJob('count-on-both');
      const moving = countingJob('count-moving');
      t.app.jobs.add(both);
      t.app.jobs.add(moving);
      await withSecondInstance(t, async (other) => {
        other.jobs.add(both);
        other.jobs.add(moving);
        for (let tick = 1; tick <= 5; tick += 1) {
          const ran = await Promise.all([t.app.jobs.tick(both.name), other.jobs.tick(both.name)]);
          expect(ran.filter(Boolean)).toHaveLength(1);
          expect(both.runs).toBe(tick);
        }
        expect(await other.jobs.tick(moving.name)).toBe(true);
        expect(await t.app.jobs.tick(moving.name)).toBe(false);
      });
      // The instance that held the job stopped, and its lock with it.
      expect(await t.app.jobs.tick(moving.name)).toBe(true);
      expect(moving.runs).toBe(2);
    },
  );
});
