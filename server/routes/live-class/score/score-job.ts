import { SCORE_TEXT } from '../../../../common/schemas/live-class/score.ts';
import { loadBoundedPdf, ScoreRefusal } from './bounded-pdf.ts';
import { type DrawnMark, drawMarks, type MarkedSource } from './marked-pdf.ts';

/**
 * Marks as they cross into the thread: every point's x and y in one array of numbers, each mark
 * saying how many are its. A message copies that at once, where 500,000 little arrays (a score
 * full of marks) would hold the event loop for half a second.
 */
export type PackedMarks = { marks: (Omit<DrawnMark, 'points'> & { count: number })[]; xy: Float32Array };

export function packMarks(marks: DrawnMark[]): PackedMarks {
  const xy = new Float32Array(marks.reduce((n, m) => n + m.points.length * 2, 0));
  let at = 0;
  const packed = marks.map(({ points, ...mark }) => {
    for (const [x, y] of points) {
      xy[at++] = x;
      xy[at++] = y;
    }
    return { ...mark, count: points.length };
  });
  return { marks: packed, xy };
}

/** Marks packed a page at a time, as one. */
export function joinPacked(parts: PackedMarks[]): PackedMarks {
  const xy = new Float32Array(parts.reduce((n, part) => n + part.xy.length, 0));
  let at = 0;
  for (const part of parts) {
    xy.set(part.xy, at);
    at += part.xy.length;
  }
  return { marks: parts.flatMap((part) => part.marks), xy };
}

function unpackMarks({ marks, xy }: PackedMarks): DrawnMark[] {
  let at = 0;
  return marks.map(({ count, ...mark }) => ({
    ...mark,
    points: Array.from({ length: count }, () => [xy[at++] ?? 0, xy[at++] ?? 0] as [number, number]),
  }));
}

/** What the score's worker thread does, all of it plain data (it crosses into the thread). */
export type ScoreJob =
  /** A PDF's pages, counted when it is opened. */
  | { kind: 'pages'; pdf: Uint8Array }
  /** The score as a PDF with its marks drawn in. */
  | { kind: 'marked'; source: MarkedSource; marks: PackedMarks };

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
    return { ok: true, kind: 'marked', pdf: await drawMarks(job.source, unpackMarks(job.marks)) };
  } catch (err) {
    if (err instanceof ScoreRefusal) return { ok: false, refusal: err.message };
    return { ok: false, refusal: job.kind === 'pages' ? SCORE_TEXT.notScore : SCORE_TEXT.markedPdfFailed };
  }
}
