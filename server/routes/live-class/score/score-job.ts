import { SCORE_TEXT } from '../../../../common/schemas/live-class/score.ts';
import { loadBoundedPdf, ScoreRefusal } from './bounded-pdf.ts';
import { type DrawnMark, drawMarks, type MarkedSource } from './marked-pdf.ts';

/** What the score's worker thread does, all of it plain data (it crosses into the thread). */
export type ScoreJob =
  /** A PDF's pages, counted when it is opened. */
  | { kind: 'pages'; pdf: Uint8Array }
  /** The score as a PDF with its marks drawn in. */
  | { kind: 'marked'; source: MarkedSource; marks: DrawnMark[] };

export type ScoreOutcome =
  | { ok: true; kind: 'pages'; pages: number }
  | { ok: true; kind: 'marked'; pdf: Uint8Array }
  /** `refusal`: what the person is told (a SCORE_TEXT message). */
  | { ok: false; refusal: string };

/** Runs one job (in the worker thread), answering a refusal for a file it cannot or may not take. */
export async function runScoreJob(job: ScoreJob): Promise<ScoreOutcome> {
  try {
    if (job.kind === 'pages') {
      return { ok: true, kind: 'pages', pages: (await loadBoundedPdf(job.pdf)).getPageCount() };
    }
    return { ok: true, kind: 'marked', pdf: await drawMarks(job.source, job.marks) };
  } catch (err) {
    if (err instanceof ScoreRefusal) return { ok: false, refusal: err.message };
    return { ok: false, refusal: job.kind === 'pages' ? SCORE_TEXT.notScore : SCORE_TEXT.markedPdfFailed };
  }
}
