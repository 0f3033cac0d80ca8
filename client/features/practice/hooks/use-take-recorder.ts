import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { useStore } from '../../../lib/use-store.ts';
import { uploadTake } from '../api/takes.ts';
import { type RecorderLike, TakeRecorder } from '../take-recorder.ts';

/** The take recorder wired to the browser's microphone, MediaRecorder and the takes call. */
export function useTakeRecorder(assignmentId: number) {
  const [recorder] = useState(
    () =>
      new TakeRecorder({
        openMic: (audio) => navigator.mediaDevices.getUserMedia({ audio, video: false }),
        // A BlobEvent is the { data } the recorder reads.
        createRecorder: (stream) => new MediaRecorder(stream) as unknown as RecorderLike,
        upload: async (take, durationMs, note) => {
          await uploadTake(assignmentId, take, durationMs, note).catch((e: unknown) => {
            throw new Error(errorText(e, ''));
          });
        },
        objectUrl: (blob) => URL.createObjectURL(blob),
        revokeUrl: (url) => URL.revokeObjectURL(url),
        now: () => Date.now(),
      }),
  );
  useEffect(() => () => recorder.dispose(), [recorder]);
  return { recorder, take: useStore(recorder) };
}
