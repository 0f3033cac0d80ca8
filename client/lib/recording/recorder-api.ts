// The recorder's side of what it is handed: an api uploads the parts, lesson-mix.ts records
// the lesson (or the recital's stage) in the browser, tests fake both.

/** What the teacher's recorder needs from the browser (MediaRecorder over the composed lesson). */
export type MediaRecorderLike = {
  readonly state: 'inactive' | 'recording' | 'paused';
  start(timesliceMs: number): void;
  stop(): void;
  ondataavailable: ((e: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: ((e: unknown) => void) | null;
};

export type PartKey = { recordingId: number; segment: number; seq: number };

/** An upload's failure: `status` 0 for the network; 4xx are final, the rest are tried again. */
export class PartUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
