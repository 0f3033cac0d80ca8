import type { PeerState } from '../rtc/lesson-core.ts';
import { RoomMessage } from './room-message.tsx';

export const RECONNECTING_TEXT = 'Reconnecting...';

/**
 * What covers the other party's video: the room's own overlay (waiting, left), or
 * 'Reconnecting...' while the connection to them is down and being brought back.
 */
export function remoteOverlay(roomOverlay: string | null, peer: PeerState): string | null {
  return roomOverlay ?? (peer.reconnecting ? RECONNECTING_TEXT : null);
}

/** Why no media can flow, when the browser told us (the relay server refused our credentials). */
export function ConnectionProblem({ peer }: { peer: PeerState }) {
  if (!peer.problem) return null;
  return <RoomMessage tone="error">{peer.problem}</RoomMessage>;
}
