import { useEffect, useRef, useState } from 'react';
import { useStore } from '../../../lib/use-store.ts';
import { type RelayJoin, RelayWatch } from '../rtc/relay-watch.ts';

/** The stage watched on an edge Janus, wired to the browser: started once `join` is there, left with the page. */
export function useRelayWatch(join: RelayJoin | null) {
  const joinRef = useRef(join);
  joinRef.current = join;
  const [watch] = useState(
    () =>
      new RelayWatch({
        join: async () => {
          if (!joinRef.current) throw new Error('No stage yet');
          return joinRef.current;
        },
        createPeer: (config) => new RTCPeerConnection(config),
        streamOf: (tracks) => new MediaStream(tracks),
        fetch: (...args) => fetch(...args),
        timers: globalThis,
      }),
  );
  const ready = join !== null;
  useEffect(() => {
    if (!ready) return;
    void watch.start();
    const onHide = () => void watch.leave();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void watch.leave();
    };
  }, [watch, ready]);
  return { watch, state: useStore(watch) };
}
