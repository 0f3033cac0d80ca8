import { useEffect, useRef, useState } from 'react';
import { fetchRtcConfig } from '../../../lib/live-settings.ts';
import { useStore } from '../../../lib/use-store.ts';
import { StageConnection, type StageJoin } from '../rtc/stage-connection.ts';

/**
 * The recital's stage room, wired to the browser: joined once `join` is there, left when the page
 * goes. `onPublishersChanged` runs when someone begins or stops publishing. `signedIn`: a
 * performer's or organiser's page, whose connections may go through the school's TURN.
 */
export function useStageConnection(
  join: (() => Promise<StageJoin>) | null,
  onPublishersChanged: () => void,
  { signedIn = false } = {},
) {
  const joinRef = useRef(join);
  joinRef.current = join;
  const changedRef = useRef(onPublishersChanged);
  changedRef.current = onPublishersChanged;
  const [stage] = useState(
    () =>
      new StageConnection({
        join: () => (joinRef.current ? joinRef.current() : Promise.reject(new Error('No stage yet'))),
        rtcConfig: signedIn ? fetchRtcConfig : undefined,
        createPeer: (config) => new RTCPeerConnection(config),
        streamOf: (tracks) => new MediaStream(tracks),
        fetch: (...args) => fetch(...args),
        timers: globalThis,
        onPublishersChanged: () => changedRef.current(),
      }),
  );
  const ready = join !== null;
  useEffect(() => {
    if (!ready) return;
    void stage.start();
    const onHide = () => void stage.leave();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void stage.leave();
    };
  }, [stage, ready]);
  return { stage, state: useStore(stage) };
}
