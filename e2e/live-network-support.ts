import type { Page } from '@playwright/test';

/** What one page's newest RTCPeerConnection says of itself (getStats). */
export type ConnectionReport = {
  /** RTCPeerConnections the page has made (a rejoin or a fresh connection adds one). */
  connections: number;
  state: RTCPeerConnectionState | null;
  /** Candidate types of the selected pair ('relay' through TURN). */
  local: string | null;
  remote: string | null;
  /** Packets received so far on the newest connection, a stopped m-line's (a switch of mode) included. */
  audioIn: number;
  videoIn: number;
};

/** Keeps the page's RTCPeerConnections in `window.__pcs` (the room keeps its own out of reach). */
export function recordConnections() {
  const w = window as unknown as { __pcs: RTCPeerConnection[] };
  w.__pcs = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      w.__pcs.push(this);
    }
  };
}

export const connectionReport = (page: Page): Promise<ConnectionReport> =>
  page.evaluate(async () => {
    const w = window as unknown as {
      __pcs?: RTCPeerConnection[];
      __received?: Map<string, { kind: string; packets: number }>;
    };
    const pcs = w.__pcs ?? [];
    const pc = pcs[pcs.length - 1];
    const report: ConnectionReport = {
      connections: pcs.length,
      state: pc?.connectionState ?? null,
      local: null,
      remote: null,
      audioIn: 0,
      videoIn: 0,
    };
    if (!pc) return report;
    const stats = new Map<string, Record<string, unknown>>();
    (await pc.getStats()).forEach((s: Record<string, unknown>) => {
      stats.set(s.id as string, s);
    });
    // Each m-line's count as last seen: a stopped one's stats go, what it received still counts.
    w.__received ??= new Map();
    const received = w.__received;
    for (const s of stats.values())
      if (s.type === 'inbound-rtp')
        received.set(`${pcs.length}:${s.id}`, {
          kind: String(s.kind),
          packets: Number(s.packetsReceived ?? 0),
        });
    for (const [key, line] of received) {
      if (!key.startsWith(`${pcs.length}:`)) continue;
      if (line.kind === 'audio') report.audioIn += line.packets;
      if (line.kind === 'video') report.videoIn += line.packets;
    }
    for (const s of stats.values()) {
      if (s.type === 'transport' && s.selectedCandidatePairId) {
        const pair = stats.get(s.selectedCandidatePairId as string);
        report.local = (stats.get(pair?.localCandidateId as string)?.candidateType as string) ?? null;
        report.remote = (stats.get(pair?.remoteCandidateId as string)?.candidateType as string) ?? null;
      }
    }
    return report;
  });
