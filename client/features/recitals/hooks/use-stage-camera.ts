import { useEffect, useState } from 'react';

export type CameraState = { stream: MediaStream | null; error: string | null };

const BLOCKED = 'The camera and microphone are blocked. Please allow them for this site and reload the page.';
const MISSING = 'No camera or microphone was found. Please connect one and reload the page.';

/** The performer's camera and microphone while `on` (on stage or next): opened once, stopped when off. */
export function useStageCamera(on: boolean): CameraState {
  const [state, setState] = useState<CameraState>({ stream: null, error: null });
  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let gone = false;
    navigator.mediaDevices.getUserMedia({ audio: true, video: true }).then(
      (s) => {
        stream = s;
        if (gone) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        setState({ stream: s, error: null });
      },
      (err: unknown) => {
        if (gone) return;
        const name = err instanceof DOMException ? err.name : '';
        setState({ stream: null, error: name === 'NotAllowedError' ? BLOCKED : MISSING });
      },
    );
    return () => {
      gone = true;
      for (const t of stream?.getTracks() ?? []) t.stop();
      setState({ stream: null, error: null });
    };
  }, [on]);
  return state;
}
