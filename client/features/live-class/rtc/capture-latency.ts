// The microphone's capture latency: how long the sound takes from the microphone into the page.
// The delay readout counts the sender's, which the receiving browser cannot see, so each party
// tells the other its own on the camera channel. It differs by mode and system: Chromium on Linux
// takes an unprocessed microphone (music mode) in 21-23 ms buffers, a processed one in 10 ms.

/** The most a capture latency can plausibly be, in ms: a larger figure told is not believed. */
const MAX_CAPTURE_MS = 1_000;

type LatencyTrack = Pick<MediaStreamTrack, 'getSettings'> & {
  /** Chromium's track stats (Media Capture Extensions): the latest frame's measured latency, ms. */
  stats?: { latency?: unknown };
};

/**
 * The track's capture latency in ms: as the browser measured it where it does (Chromium's track
 * stats, in ms), else as its settings say (`latency`, in s); null where it says neither.
 */
export function captureLatencyOf(track: LatencyTrack | undefined): number | null {
  if (!track) return null;
  const measured = track.stats?.latency;
  if (typeof measured === 'number' && Number.isFinite(measured) && measured > 0) return measured;
  const { latency } = track.getSettings() as { latency?: unknown };
  return typeof latency === 'number' && Number.isFinite(latency) ? latency * 1000 : null;
}

/** Our capture latency as the other party is told it: `{"captureMs":23}` (whole ms). */
export const captureLatencyMessage = (ms: number) => JSON.stringify({ captureMs: Math.round(ms) });

/** The other party's capture latency from a channel message, or null when it is not one. */
export function captureLatencyIn(data: unknown): number | null {
  try {
    const message = JSON.parse(String(data)) as { captureMs?: unknown } | null;
    const ms = message?.captureMs;
    return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= MAX_CAPTURE_MS ? ms : null;
  } catch {
    return null;
  }
}
