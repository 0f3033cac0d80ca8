// The microphone's capture latency: how long the sound takes from the microphone into the page.
// The delay readout counts the sender's, which the receiving browser cannot see, so each party
// tells the other its own on the camera channel. It differs by mode and system: Chromium on Linux
// takes an unprocessed microphone (music mode) in 21-23 ms buffers, a processed one in 10 ms.

/** The most a capture latency can plausibly be, in ms: a larger figure told is not believed. */
const MAX_CAPTURE_MS = 1_000;

/**
 * The track's capture latency in ms as its settings say (`latency`, in s), null where they do not.
 * Chromium's measured figure (the track's stats) runs 1-3 ms above it in a lesson, but reads
 * hundreds of ms on a fresh track before its frames flow: the setting is the steadier figure.
 */
export function captureLatencyOf(track: Pick<MediaStreamTrack, 'getSettings'> | undefined): number | null {
  const latency = (track?.getSettings() as { latency?: unknown } | undefined)?.latency;
  return typeof latency === 'number' && Number.isFinite(latency) && latency >= 0 ? latency * 1000 : null;
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
