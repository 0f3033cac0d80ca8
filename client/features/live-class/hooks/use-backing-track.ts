import { useEffect, useState } from 'react';
import type { Transport } from '../../../lib/music/backing-transport.ts';
import { useStore } from '../../../lib/use-store.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';
import { BackingPlayer } from './backing-player.ts';
import { SendMix } from './send-mix.ts';

/** The other side's track as last told, and when (their position runs on from there). */
export type TheirTrack = { transport: Transport; at: number } | null;

/**
 * The room's backing tracks: ours (played into the sound we send, with a shared screen's sound
 * mixed in the same way) and the other side's transport as they tell it.
 */
export function useBackingTrack(parts: RoomParts) {
  const [mix] = useState(
    () =>
      new SendMix({
        peer: parts.peer,
        media: parts.media,
        createContext: () => new AudioContext({ latencyHint: 'interactive', sampleRate: 48_000 }),
      }),
  );
  const [player] = useState(() => new BackingPlayer({ mix, peer: parts.peer }));
  const [theirs, setTheirs] = useState<TheirTrack>(null);
  useEffect(
    () => parts.peer.onBacking((transport) => setTheirs(transport && { transport, at: performance.now() })),
    [parts.peer],
  );
  useEffect(() => {
    const stop = mix.follow();
    return () => {
      player.close();
      stop();
    };
  }, [player, mix]);
  return { player, view: useStore(player), theirs };
}
