import { describe, expect, it } from 'vitest';
import {
  BREAK_UP_SHARE,
  breakingUp,
  concealedShareBetween,
  DELAY_INTERVAL_MS,
  delayLevel,
  delayPartsBetween,
  delayTotals,
  OPUS_LOOKAHEAD_MS,
  SoundDelayMonitor,
  soundDelayOf,
} from './sound-delay.ts';

/** A report as Chromium gives it for received Opus sound: running totals since the connection began. */
function report(t: {
  jb: number;
  emitted: number;
  packets: number;
  samples: number;
  playout?: number;
  rtt?: number;
  concealed?: number;
}) {
  const entries: [string, Record<string, unknown>][] = [
    ['v', { type: 'inbound-rtp', kind: 'video', jitterBufferDelay: 99, jitterBufferEmittedCount: 1 }],
    [
      'a',
      {
        type: 'inbound-rtp',
        kind: 'audio',
        codecId: 'c',
        playoutId: 'p',
        jitterBufferDelay: t.jb,
        jitterBufferEmittedCount: t.emitted,
        packetsReceived: t.packets,
        totalSamplesReceived: t.samples,
        concealedSamples: t.concealed ?? 0,
      },
    ],
    ['c', { type: 'codec', id: 'c', mimeType: 'audio/opus', clockRate: 48_000 }],
    ['tr', { type: 'transport', selectedCandidatePairId: 'pair' }],
  ];
  if (t.playout !== undefined)
    entries.push([
      'p',
      { type: 'media-playout', id: 'p', totalPlayoutDelay: t.playout, totalSamplesCount: t.emitted },
    ]);
  if (t.rtt !== undefined)
    entries.push(['pair', { type: 'candidate-pair', id: 'pair', currentRoundTripTime: t.rtt }]);
  return new Map(entries.map(([k, v]) => [k, { id: k, ...v }])) as unknown as RTCStatsReport;
}

describe('the delay readout', () => {
  it('colours green up to 40 ms, amber up to 70 ms, red above', () => {
    expect([0, 40, 41, 70, 71, 300].map(delayLevel)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
  });

  it("adds up half the round trip, the jitter buffer, the packet time and Opus's look-ahead, the playout and the capture", () => {
    expect(
      soundDelayOf({ networkMs: 1, jitterBufferMs: 20.4, packetMs: 10, playoutMs: 12, captureMs: 5 }),
    ).toBe(Math.round(48.4 + OPUS_LOOKAHEAD_MS));
    // What the browser does not report counts as nothing; no sound yet, no figure.
    expect(
      soundDelayOf({ networkMs: null, jitterBufferMs: 30, packetMs: null, playoutMs: null, captureMs: null }),
    ).toBe(30);
    expect(
      soundDelayOf({ networkMs: 1, jitterBufferMs: null, packetMs: 20, playoutMs: 5, captureMs: 5 }),
    ).toBeNull();
  });

  it('takes each part over the last interval, the packet time from samples per packet', () => {
    // The totals add up each sample's delay: 480 000 samples that waited 10 ms are 4800 s.
    const before = delayTotals(
      report({ jb: 4800, emitted: 480_000, packets: 1000, samples: 480_000, playout: 5760 }),
    );
    // 2 s later: 200 packets of 10 ms (480 samples), each sample 10 ms in the buffer and 12 ms to the speaker.
    const now = delayTotals(
      report({ jb: 5760, emitted: 576_000, packets: 1200, samples: 576_000, playout: 6912, rtt: 0.004 }),
    );
    if (!now) throw new Error('no audio in the report');
    const parts = delayPartsBetween(before, now, 8);
    expect(parts.jitterBufferMs).toBeCloseTo(10, 6);
    expect(parts.packetMs).toBeCloseTo(10, 6);
    expect(parts.playoutMs).toBeCloseTo(12, 6);
    expect(parts.networkMs).toBeCloseTo(2, 6);
    expect(parts.captureMs).toBe(8);
    // The first report has no interval before it: its totals are the interval.
    expect(delayPartsBetween(null, now, null).jitterBufferMs).toBeCloseTo(10, 6);
  });

  it("reads the sound arriving now when a mode switch's stopped m-line lingers in the report, and counts it afresh", () => {
    const old = {
      type: 'inbound-rtp',
      kind: 'audio',
      jitterBufferDelay: 9600,
      jitterBufferEmittedCount: 96_000,
      packetsReceived: 5000,
      totalSamplesReceived: 96_000,
      lastPacketReceivedTimestamp: 1000,
    };
    const current = {
      type: 'inbound-rtp',
      kind: 'audio',
      jitterBufferDelay: 960, // 10 ms a sample
      jitterBufferEmittedCount: 96_000,
      packetsReceived: 200,
      totalSamplesReceived: 96_000,
      lastPacketReceivedTimestamp: 3000,
    };
    const before = delayTotals(new Map([['old', { id: 'old', ...old }]]) as unknown as RTCStatsReport);
    const now = delayTotals(
      new Map([
        ['old', { id: 'old', ...old }],
        ['new', { id: 'new', ...current }],
      ]) as unknown as RTCStatsReport,
    );
    expect(now?.stream).toBe('new');
    if (!now) throw new Error('no audio in the report');
    expect(delayPartsBetween(before, now, null).jitterBufferMs).toBeCloseTo(10, 6);
  });

  it('has nothing to say without received sound', () => {
    expect(delayTotals(new Map() as unknown as RTCStatsReport)).toBeNull();
  });
});

describe('breaking up', () => {
  it('is more than 3% of the samples made up in each of the last two intervals', () => {
    expect(breakingUp([])).toBe(false);
    expect(breakingUp([0.5])).toBe(false);
    expect(breakingUp([0.5, BREAK_UP_SHARE])).toBe(false);
    expect(breakingUp([0.04, 0.05])).toBe(true);
    expect(breakingUp([0.04, 0.05, 0.01])).toBe(false);
  });

  it("takes the interval's share of made-up samples, starting again with a new connection", () => {
    const totals = (samples: number, concealed: number, stream = 'a') => ({
      stream,
      jitterBufferDelay: 0,
      jitterBufferEmittedCount: samples,
      packetsReceived: samples / 960,
      totalSamplesReceived: samples,
      concealedSamples: concealed,
      clockRate: 48_000,
      totalPlayoutDelay: 0,
      totalSamplesCount: 0,
      roundTripTime: null,
    });
    expect(concealedShareBetween(totals(96_000, 960), totals(192_000, 960 + 4800))).toBeCloseTo(0.05, 6);
    expect(concealedShareBetween(totals(192_000, 9000), totals(96_000, 960))).toBeCloseTo(0.01, 6);
    expect(concealedShareBetween(null, totals(0, 0))).toBe(0);
    // A mode switch's new m-line: its own totals, even once they pass the old one's.
    expect(concealedShareBetween(totals(96_000, 0), totals(192_000, 1920, 'b'))).toBeCloseTo(0.01, 6);
  });
});

describe('SoundDelayMonitor', () => {
  function monitorOn(
    reports: (RTCStatsReport | null)[],
    capture = { own: 5, theirs: null as number | null },
  ) {
    let tick: (() => void) | null = null;
    let every = 0;
    const told: number[] = [];
    const monitor = new SoundDelayMonitor({
      getStats: () => {
        const next = reports.shift();
        return next ? Promise.resolve(next) : null;
      },
      ownCaptureMs: () => capture.own,
      theirCaptureMs: () => capture.theirs,
      tellCapture: (ms) => told.push(ms),
      timers: {
        setInterval: ((fn: () => void, ms: number) => {
          tick = fn;
          every = ms;
          return 1;
        }) as unknown as typeof setInterval,
        clearInterval: () => {
          tick = null;
        },
      },
    });
    return { monitor, told, every: () => every, running: () => tick !== null };
  }

  it("counts the other party's microphone as they told it (ours stands in until then), and tells them ours at each reading", async () => {
    // 20 ms in the buffer, 20 ms packets, nothing else reported.
    const at = (n: number) =>
      report({ jb: 960 * n, emitted: 48_000 * n, packets: 100 * n, samples: 96_000 * n });
    const capture = { own: 10, theirs: null as number | null };
    const m = monitorOn([at(1), at(2), at(3)], capture);
    const framing = 20 + OPUS_LOOKAHEAD_MS;
    await m.monitor.sample();
    expect(m.monitor.getSnapshot().delayMs).toBe(Math.round(20 + framing + 10));
    // They said theirs: 23 ms (music mode's unprocessed capture on Linux).
    capture.theirs = 23;
    await m.monitor.sample();
    expect(m.monitor.getSnapshot().delayMs).toBe(Math.round(20 + framing + 23));
    capture.own = 11;
    await m.monitor.sample();
    expect(m.told).toEqual([10, 10, 11]);
  });

  it('refreshes every 2 s with the estimate, its colour and the packet time, and forgets a new connection', async () => {
    // 96 000 samples of 20 ms packets a sample: 20 ms in the buffer, 10 ms to the speaker, 2 ms round trip.
    const r1 = report({ jb: 1920, emitted: 96_000, packets: 100, samples: 96_000, playout: 960, rtt: 0.002 });
    // The next 2 s: 25 ms in the buffer.
    const r2 = report({
      jb: 4320,
      emitted: 192_000,
      packets: 200,
      samples: 192_000,
      playout: 1920,
      rtt: 0.002,
    });
    // A new connection (its totals start again), in 10 ms packets.
    const restarted = report({ jb: 96, emitted: 9_600, packets: 20, samples: 9_600, playout: 48 });
    const m = monitorOn([r1, r2, restarted, null]);
    m.monitor.start();
    expect(m.every()).toBe(DELAY_INTERVAL_MS);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await m.monitor.sample();
      seen.push(m.monitor.getSnapshot());
    }
    const fair20 = { level: 'fair', packetMs: 20, breakingUp: false };
    expect(seen).toEqual([
      { delayMs: Math.round(1 + 20 + 20 + OPUS_LOOKAHEAD_MS + 10 + 5), ...fair20 },
      { delayMs: Math.round(1 + 25 + 20 + OPUS_LOOKAHEAD_MS + 10 + 5), ...fair20 },
      {
        delayMs: Math.round(10 + 10 + OPUS_LOOKAHEAD_MS + 5 + 5),
        level: 'good',
        packetMs: 10,
        breakingUp: false,
      },
      { delayMs: null, level: null, packetMs: null, breakingUp: false },
    ]);
    m.monitor.stop();
    expect(m.running()).toBe(false);
  });

  it("says the sound breaks up after two intervals over 3% concealed, not counting a stream's start-up", async () => {
    // 2 s of sound a report (96 000 samples); `concealed` is the running total made up.
    const at = (n: number, concealed: number) =>
      report({ jb: 960 * n, emitted: 96_000 * n, packets: 100 * n, samples: 96_000 * n, concealed });
    const fivePercent = 4_800;
    const m = monitorOn([
      // The start-up: the first report and the interval after it break up, and do not count.
      at(1, 20_000),
      at(2, 20_000 + fivePercent),
      // Then one interval over the share is not yet breaking up; a second one running is.
      at(3, 20_000 + 2 * fivePercent),
      at(4, 20_000 + 3 * fivePercent),
      // A new connection starts again (its totals from zero): its start-up does not count either.
      at(1, 20_000),
      at(2, 20_000 + fivePercent),
    ]);
    const seen = [];
    for (let i = 0; i < 6; i++) {
      await m.monitor.sample();
      seen.push(m.monitor.getSnapshot().breakingUp);
    }
    expect(seen).toEqual([false, false, false, true, false, false]);
  });
});
