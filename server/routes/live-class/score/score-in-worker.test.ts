import { afterAll, describe, expect, it } from 'vitest';
import { SCORE_LIMITS, SCORE_TEXT } from '../../../../common/schemas/live-class/score.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { numberedPdf } from '../../../test/numbered-pdf.ts';
import { manyObjectsPdf } from '../../../test/score-files.ts';
import { ScoreWorker } from './score-in-worker.ts';
import { packMarks } from './score-job.ts';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof HttpError ? { status: err.statusCode, message: err.message } : err),
  );

describe("the score's worker thread", () => {
  const work = new ScoreWorker();
  afterAll(() => work.close());

  it('stops a job at its time limit and says so', async () => {
    // The time counts once the thread has loaded: reading 50,000 objects takes far longer than 1 ms.
    const hurried = new ScoreWorker(1);
    const pdf = await numberedPdf(2);
    const slow = manyObjectsPdf(SCORE_LIMITS.objects);
    expect(await refusal(hurried.pages(slow))).toEqual({ status: 400, message: SCORE_TEXT.tooSlow });
    expect(await refusal(hurried.marked({ type: 'pdf', bytes: slow }, packMarks([])))).toEqual({
      status: 422,
      message: SCORE_TEXT.tooSlow,
    });
    hurried.close();
    expect(await work.pages(pdf)).toBe(2);
  });

  it('runs one job at a time and refuses jobs past those that may wait, rather than holding their files', async () => {
    const pdf = await numberedPdf(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refusal(work.pages(pdf))));
    expect(answers.filter((a) => a === null)).toHaveLength(8);
    expect(answers.filter((a) => a !== null)).toEqual([
      { status: 429, message: SCORE_TEXT.busy },
      { status: 429, message: SCORE_TEXT.busy },
    ]);
  });
});
