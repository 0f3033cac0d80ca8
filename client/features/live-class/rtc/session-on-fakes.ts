// A real PeerSession on fake connections, for the rtc unit tests: what it makes and sends is kept.
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import { PeerSession, type PeerSessionOptions } from './peer-session.ts';
import { fakePeers, streamOf } from './test-fakes.ts';

type Options = { role: ClassRole } & Partial<Omit<PeerSessionOptions, 'createPeer' | 'send'>>;

/** A session with no ICE servers unless given; `D` is how the test reads the data it sent. */
export function sessionOnFakes<D = unknown>(options: Options) {
  const { peers, createPeer } = fakePeers();
  const sent: { type: SignalType; data: D }[] = [];
  const session = new PeerSession({
    iceServers: [],
    streamOf,
    ...options,
    createPeer,
    send: async (type, data) => {
      sent.push({ type, data: data as D });
    },
  });
  return { session, peers, sent };
}
