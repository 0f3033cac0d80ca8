// What bench:latency runs in the two pages: an AudioWorklet tap on the teacher's microphone track
// (as sent) or the student's received track, onsets stamped on the machine's clock
// (performance.timeOrigin + the context's output timestamp: both pages' contexts are alike, so
// their output latency cancels out of the difference); on the teacher's, its microphone's capture
// latency as its settings say and as Chromium measured it; on the student's page the received
// sound's getStats and the delay readout's figure, every 250 ms. Track to track leaves out the
// teacher's capture and the student's output, and each page's Web Audio input adds a wait of its
// own that can move (the teacher's by 60 ms when the student rejoined, in one run): the
// recording (pulse.ts) is the measure, the taps a second view where there is none. Everything waits in the page
// until `collect` takes it (a reload loses what is left).
import type { Page } from '@playwright/test';
import { CLICK_FREQS, OnsetDetector } from './clicks.ts';

export type TapOnset = { at: number; code: number; peak: number };

/** One getStats reading of the received sound (running totals as the browser keeps them). */
export type SoundStats = {
  at: number;
  /** The inbound-rtp's id with the connection's count: a new one starts its totals again. */
  stream: string;
  jitterBufferDelay: number;
  jitterBufferTargetDelay: number;
  jitterBufferMinimumDelay: number;
  jitterBufferEmittedCount: number;
  concealedSamples: number;
  removedSamplesForAcceleration: number;
  insertedSamplesForDeceleration: number;
  totalSamplesReceived: number;
  packetsReceived: number;
  packetsLost: number;
  /** RTP's interarrival jitter (RFC 3550), s: what the jitter buffer has to absorb. */
  jitter: number;
  /** The media-playout totals: the output's delay summed over the samples played (s), and their count. */
  totalPlayoutDelay: number;
  totalSamplesCount: number;
  /** The selected candidate pair's round trip, s (0 when not known). */
  roundTripTime: number;
};

/**
 * The page's own microphone as sent: the capture latency its settings say and the one the browser
 * measured for its latest frame (MediaStreamTrack stats), ms. The page tells the other party the
 * setting (capture-latency.ts), and their readout counts it.
 */
export type Capture = { at: number; settingsMs: number | null; measuredMs: number | null };

export type Readout = { at: number; ms: number | null };

export type Collected = { onsets: TapOnset[]; stats: SoundStats[]; readouts: Readout[]; captures: Capture[] };

/** The AudioWorklet module: the shared detector, fed with the track's first channel. */
const WORKLET = `const __name = (f) => f;
const OnsetDetector = ${OnsetDetector.toString()};
class Tap extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.detector = new OnsetDetector(sampleRate, options.processorOptions.freqs, (frame, code, peak) =>
      this.port.postMessage({ frame, code, peak }));
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.detector.push(channel, currentFrame);
    return true;
  }
}
registerProcessor('latency-tap', Tap);`;

/** Before the page's scripts: its connections in `__pcs` (the room keeps them to itself). */
export const PROBE_INIT = `(() => {
  window.__name = (f) => f;
  window.__pcs = [];
  window.__lat = { onsets: [], stats: [], readouts: [], captures: [] };
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config) { super(config); window.__pcs.push(this); }
  };
})();`;

type Win = Window & { __pcs: RTCPeerConnection[]; __lat: Collected; __tapping?: boolean };

/**
 * Starts the tap: on the teacher's page the microphone track its newest connection sends, on
 * the student's the sound track it receives; it follows a new track (a reopened microphone, a
 * new connection) within 50 ms. The student's page also reads getStats and the readout.
 */
export async function startProbes(page: Page, role: 'teacher' | 'student') {
  await page.evaluate(
    async ({ role, worklet, freqs }) => {
      const w = window as unknown as Win;
      if (w.__tapping) return;
      w.__tapping = true;
      const now = () => performance.timeOrigin + performance.now();
      // No sound device: both pages' taps run on the same kind of clock, whatever their outputs are.
      // (sinkId is newer than TypeScript's DOM types.)
      const options = { latencyHint: 'interactive', sampleRate: 48_000, sinkId: { type: 'none' } };
      const ctx = new AudioContext(options as AudioContextOptions);
      const url = URL.createObjectURL(new Blob([worklet], { type: 'text/javascript' }));
      await ctx.audioWorklet.addModule(url);
      const tap = new AudioWorkletNode(ctx, 'latency-tap', {
        numberOfOutputs: 1,
        outputChannelCount: [1],
        processorOptions: { freqs },
      });
      tap.connect(ctx.destination); // pulled with the graph; it writes silence
      tap.port.onmessage = (e: MessageEvent<{ frame: number; code: number; peak: number }>) => {
        const ts = ctx.getOutputTimestamp();
        const t = e.data.frame / ctx.sampleRate;
        const at =
          ts.performanceTime && ts.contextTime !== undefined
            ? performance.timeOrigin + ts.performanceTime + (t - ts.contextTime) * 1000
            : now() + (t - ctx.currentTime) * 1000;
        w.__lat.onsets.push({ at, code: e.data.code, peak: e.data.peak });
      };
      let tapped: MediaStreamTrack | null = null;
      let tappedPc: RTCPeerConnection | undefined;
      let source: MediaStreamAudioSourceNode | null = null;
      setInterval(() => {
        const pc = w.__pcs.at(-1);
        const track =
          role === 'teacher'
            ? pc?.getSenders().find((s) => s.track?.kind === 'audio')?.track
            : // A mode switch moves the sound to a new m-line and stops the old one.
              pc
                ?.getTransceivers()
                .find(
                  (t) =>
                    t.receiver.track.kind === 'audio' &&
                    t.direction !== 'stopped' &&
                    t.currentDirection !== 'stopped',
                )?.receiver.track;
        // A new connection too: the local track's input buffering grew by 60 ms at a rejoin once.
        if (!track || (track === tapped && pc === tappedPc) || track.readyState !== 'live') return;
        source?.disconnect();
        source = ctx.createMediaStreamSource(new MediaStream([track]));
        source.connect(tap);
        tapped = track;
        tappedPc = pc;
      }, 50);
      await ctx.resume();
      if (role === 'teacher') {
        // The teacher's microphone, the one the readout is told of.
        setInterval(() => {
          const mic = w.__pcs
            .at(-1)
            ?.getSenders()
            .find((s) => s.track?.kind === 'audio')?.track;
          if (!mic) return;
          const latency = (mic.getSettings() as { latency?: number }).latency;
          // Chromium's MediaStreamTrackAudioStats (newer than TypeScript's DOM types).
          const measured = (mic as unknown as { stats?: { latency?: number } }).stats?.latency;
          w.__lat.captures.push({
            at: now(),
            settingsMs: typeof latency === 'number' ? latency * 1000 : null,
            measuredMs: typeof measured === 'number' ? measured : null,
          });
        }, 250);
        return;
      }
      const readout = document.querySelector.bind(document);
      setInterval(async () => {
        const text = readout('[title="How long the other party\'s sound takes to reach you"]')?.textContent;
        if (text !== undefined) {
          const ms = /Delay:\s*(\d+)/.exec(text ?? '')?.[1];
          w.__lat.readouts.push({ at: now(), ms: ms === undefined ? null : Number(ms) });
        }
        const pc = w.__pcs.at(-1);
        if (!pc) return;
        let inbound: Record<string, number | string> | null = null;
        const report = await pc.getStats();
        report.forEach((s) => {
          // The sound arriving now (a stopped m-line's stats can linger after a mode switch).
          if (s.type === 'inbound-rtp' && s.kind === 'audio') {
            const last = (x: Record<string, unknown>) => Number(x.lastPacketReceivedTimestamp ?? 0);
            if (!inbound || last(s) >= last(inbound)) inbound = s;
          }
        });
        const r = inbound as Record<string, number | string> | null;
        if (!r) return;
        const n = (k: string) => (typeof r[k] === 'number' ? (r[k] as number) : 0);
        const playout = report.get(String(r.playoutId)) as Record<string, number> | undefined;
        const transport = [...report.values()].find((s) => s.type === 'transport');
        const pair = report.get(transport?.selectedCandidatePairId) as Record<string, number> | undefined;
        w.__lat.stats.push({
          at: now(),
          stream: `${w.__pcs.length}:${r.id}`,
          jitterBufferDelay: n('jitterBufferDelay'),
          jitterBufferTargetDelay: n('jitterBufferTargetDelay'),
          jitterBufferMinimumDelay: n('jitterBufferMinimumDelay'),
          jitterBufferEmittedCount: n('jitterBufferEmittedCount'),
          concealedSamples: n('concealedSamples'),
          removedSamplesForAcceleration: n('removedSamplesForAcceleration'),
          insertedSamplesForDeceleration: n('insertedSamplesForDeceleration'),
          totalSamplesReceived: n('totalSamplesReceived'),
          packetsReceived: n('packetsReceived'),
          packetsLost: n('packetsLost'),
          jitter: n('jitter'),
          totalPlayoutDelay: playout?.totalPlayoutDelay ?? 0,
          totalSamplesCount: playout?.totalSamplesCount ?? 0,
          roundTripTime: pair?.currentRoundTripTime ?? 0,
        });
      }, 250);
    },
    { role, worklet: WORKLET, freqs: CLICK_FREQS },
  );
}

/** Takes what the page's probes gathered since the last call. */
export const collect = (page: Page): Promise<Collected> =>
  page.evaluate(() => {
    const w = window as unknown as Win;
    const out = w.__lat;
    w.__lat = { onsets: [], stats: [], readouts: [], captures: [] };
    return out;
  });
