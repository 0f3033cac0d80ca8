import { createHash } from 'node:crypto';
import type { RecordingStore, StoreSettings } from './recording-store.ts';
import { WebmError } from './webm.ts';
import { NothingRecordedError, WebmJoiner } from './webm-joiner.ts';
import type { ReadLimits } from './webm-reader.ts';

/** What a join needs, all of it plain data (it crosses into a worker thread). */
export type JoinJob = {
  store: StoreSettings;
  recordingId: number;
  /** Each segment's parts in order: from 0 up to the first one missing. */
  segments: { segment: number; parts: { seq: number; name: string; sha256: string }[] }[];
  /** `maxTimeMs`: the recording's real length, which no time on the joined line may pass. */
  limits: ReadLimits;
};

export type JoinOutcome =
  | { ok: true; durationMs: number; sizeBytes: number }
  /** `error`: a fault worth a log line (not a recording's own bad bytes). */
  | { ok: false; failure: string; error?: string };

export const COULD_NOT_JOIN = 'The recording could not be made into a video file';

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A segment's parts, read one at a time (one file or object open), each checked against its hash. */
async function* partsOf(store: RecordingStore, job: JoinJob, segment: JoinJob['segments'][number]) {
  for (const part of segment.parts) {
    const data = await store.readPart(job.recordingId, part.name);
    if (sha256(data) !== part.sha256) {
      throw new WebmError(`part ${part.seq} of segment ${segment.segment} changed after it was uploaded`);
    }
    yield data;
  }
}

/** Joins the job's segments into the recording's file, and says how it went. */
export async function joinParts(store: RecordingStore, job: JoinJob): Promise<JoinOutcome> {
  try {
    const { durationMs, sizeBytes } = await store.writeFile(job.recordingId, async (out) => {
      const joiner = new WebmJoiner(out, job.limits);
      for (const segment of job.segments) await joiner.add(partsOf(store, job, segment));
      return joiner.finish();
    });
    return { ok: true, durationMs, sizeBytes };
  } catch (err) {
    // Nothing recorded (started, then stopped before any part came) is an outcome, not a fault.
    if (err instanceof NothingRecordedError) return { ok: false, failure: 'Nothing was recorded' };
    if (err instanceof WebmError) return { ok: false, failure: `${COULD_NOT_JOIN}: ${err.message}` };
    return { ok: false, failure: COULD_NOT_JOIN, error: String((err as Error).stack ?? err) };
  }
}
