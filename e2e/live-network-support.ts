import type { Page } from '@playwright/test';

/** What one page's newest RTCPeerConnection says of itself (getStats). */
export type ConnectionReport = {
  /** RTCPeerConnections the page has made (a rejoin or a fresh connection adds one). */
  connections: number;
  state: RTCPeerConnectionState | null;
  /** Candidate types of the selected pair ('relay' through TURN). */
  local: string | null;
  remote: string | null;
  /** Packets received so far. */
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
    const w = window as unknown as { __pcs?: RTCPeerConnection[] };
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
    for (const s of stats.values()) {
      if (s.type === 'inbound-rtp' && s.kind === 'audio') report.audioIn += Number(s.packetsReceived ?? 0);
      if (s.type === 'inbound-rtp' && s.kind === 'video') report.videoIn += Number(s.packetsReceived ?? 0);
      if (s.type === 'transport' && s.selectedCandidatePairId) {
        const pair = stats.get(s.selectedCandidatePairId as string);
        report.local = (stats.get(pair?.localCandidateId as string)?.candidateType as string) ?? null;
        report.remote = (stats.get(pair?.remoteCandidateId as string)?.candidateType as string) ?? null;
      }
    }
    return report;
  });
