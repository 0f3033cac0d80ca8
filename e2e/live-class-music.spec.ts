import { expect, type Page, test } from '@playwright/test';
import { createOwnClass, demoPair, expectVideoPlaying, joinClass, signedIn } from './live-class-support.ts';
import { connectionReport, recordConnections } from './live-network-support.ts';

// Runs under playwright.live.config.ts (project live-music): both fake microphones play a
// stereo WAV, a bowed note at 440 Hz on the left and 660 Hz on the right, so a received
// stereo signal shows as two different channels and a mono one as two equal ones.

type AudioReport = {
  /** The microphone track being sent. */
  echoCancellation: boolean;
  noiseSuppression: boolean;
  autoGainControl: boolean;
  /** Sent audio over one second, from getStats. */
  sentKbps: number;
  /** Correlation of the received left and right channels (1: mono). */
  correlation: number;
  /** RTCPeerConnections this page has made. */
  connections: number;
};

const audioReport = (page: Page, remoteLabel: string): Promise<AudioReport> =>
  page.evaluate(async (label) => {
    const w = window as unknown as {
      __pcs: RTCPeerConnection[];
      __lr?: { track: MediaStreamTrack; ctx: AudioContext; l: AnalyserNode; r: AnalyserNode };
    };
    const pc = w.__pcs[w.__pcs.length - 1] as RTCPeerConnection;
    const line = pc
      .getTransceivers()
      .find((t) => t.direction !== 'stopped' && t.sender.track?.kind === 'audio');
    const track = line?.sender.track as MediaStreamTrack;
    const mid = line?.mid;
    const sent = async () => {
      let bytes = 0;
      let at = 0;
      (await pc.getStats()).forEach((s) => {
        // The sound's m-line sending now (a stopped one sends nothing and goes from the stats).
        if (s.type === 'outbound-rtp' && s.kind === 'audio' && s.mid === mid) {
          bytes = s.bytesSent;
          at = s.timestamp;
        }
      });
      return { bytes, at };
    };
    const video = document.querySelector(`video[aria-label="${label} video"]`) as HTMLVideoElement;
    // The tile's sound: a switch of mode brings it on a new track (a new m-line).
    const sound = (video.srcObject as MediaStream).getAudioTracks()[0] as MediaStreamTrack;
    if (w.__lr?.track !== sound) {
      const ctx = w.__lr?.ctx ?? new AudioContext();
      const split = ctx.createChannelSplitter(2);
      const [l, r] = [ctx.createAnalyser(), ctx.createAnalyser()];
      l.fftSize = r.fftSize = 4096;
      ctx.createMediaStreamSource(new MediaStream([sound])).connect(split);
      split.connect(l, 0);
      split.connect(r, 1);
      w.__lr = { track: sound, ctx, l, r };
    }
    const lr = w.__lr as NonNullable<typeof w.__lr>;
    await lr.ctx.resume();
    const a = await sent();
    let [xy, xx, yy] = [0, 0, 0];
    const left = new Float32Array(4096);
    const right = new Float32Array(4096);
    for (let i = 0; i < 8; i++) {
      await new Promise((done) => setTimeout(done, 125));
      lr.l.getFloatTimeDomainData(left);
      lr.r.getFloatTimeDomainData(right);
      for (let j = 0; j < left.length; j++) {
        const x = left[j] as number;
        const y = right[j] as number;
        xy += x * y;
        xx += x * x;
        yy += y * y;
      }
    }
    const b = await sent();
    const s = track.getSettings();
    return {
      echoCancellation: s.echoCancellation as boolean,
      noiseSuppression: s.noiseSuppression as boolean,
      autoGainControl: s.autoGainControl as boolean,
      sentKbps: ((b.bytes - a.bytes) * 8) / (b.at - a.at),
      correlation: xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 1,
      connections: w.__pcs.length,
    };
  }, remoteLabel);

type SoundReport = {
  /** The packet time of the sound this page receives, in ms: samples per packet over a second, as an Opus frame size. */
  packetMs: number;
  /** The other side sends its sound in a stream of its own (the remote SDP's msid), so no lip sync. */
  soundAlone: boolean;
};

const soundReport = (page: Page): Promise<SoundReport> =>
  page.evaluate(async () => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.at(-1) as RTCPeerConnection;
    // Each sound m-line's totals (a switch of mode stops one and starts another).
    const totals = async () => {
      const byLine = new Map<string, { packets: number; samples: number }>();
      (await pc.getStats()).forEach((s) => {
        if (s.type === 'inbound-rtp' && s.kind === 'audio')
          byLine.set(s.id, { packets: s.packetsReceived, samples: s.totalSamplesReceived });
      });
      return byLine;
    };
    const before = await totals();
    await new Promise((done) => setTimeout(done, 1000));
    const after = await totals();
    // The line the sound came on over that second.
    const none = { packets: 0, samples: 0 };
    let [a, b] = [none, none];
    for (const [id, end] of after) {
      const start = before.get(id) ?? none;
      if (end.packets - start.packets > b.packets - a.packets) [a, b] = [start, end];
    }
    // a=msid:<stream> <track>, in the audio section and then the video section; a stopped
    // section (port 0) is a sound m-line a switch of mode replaced.
    const streams = (pc.remoteDescription?.sdp ?? '')
      .split(/^m=/m)
      .slice(1)
      .filter((section) => section.split(' ')[1] !== '0')
      .map((section) => ({ kind: section.split(' ')[0], stream: /^a=msid:(\S+)/m.exec(section)?.[1] }));
    const audio = streams.find((x) => x.kind === 'audio')?.stream;
    const video = streams.find((x) => x.kind === 'video')?.stream;
    // Samples played per packet received over one second drift with the jitter buffer's level (a
    // burst of packets after a switch read 19 ms once, quiet): the nearest Opus frame size is the
    // packet time, which only a real change of packet time moves.
    const perPacketMs = ((b.samples - a.samples) / 48_000 / (b.packets - a.packets)) * 1000;
    const nearest = (ms: number) =>
      [10, 20, 40, 60].reduce((best, frame) => (Math.abs(frame - ms) < Math.abs(best - ms) ? frame : best));
    return {
      packetMs: Number.isFinite(perPacketMs) ? nearest(perPacketMs) : Number.NaN,
      soundAlone: !!audio && !!video && audio !== video,
    };
  });

/** The room's delay readout, as it reads: its figure in ms (null while it shows a dash). */
const readout = async (page: Page) => {
  const text = (await page.getByText(/^Delay:/).textContent()) ?? '';
  const ms = /Delay:\s*(\d+) ms/.exec(text)?.[1];
  return ms === undefined ? null : Number(ms);
};

/** Counts the remote video's frames and the longest gap between two, from now on. */
const watchFrames = (page: Page, label: string) =>
  page.evaluate((l) => {
    const w = window as unknown as { __frames: { count: number; last: number; maxGap: number } };
    const v = document.querySelector(`video[aria-label="${l} video"]`) as HTMLVideoElement;
    w.__frames = { count: 0, last: performance.now(), maxGap: 0 };
    const tick = (now: number) => {
      const f = w.__frames;
      f.maxGap = Math.max(f.maxGap, now - f.last);
      f.last = now;
      f.count += 1;
      v.requestVideoFrameCallback(tick);
    };
    v.requestVideoFrameCallback(tick);
  }, label);
const framesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { count: number; maxGap: number } }).__frames);

const MUSIC = { echoCancellation: false, noiseSuppression: false, autoGainControl: false };
const VOICE = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };
/**
 * Voice mode sends about 32 kbps, music mode asks for 128: 64 tells the modes apart with room for a
 * busy machine's slower sending. The rate itself is measured by `npm run bench:music`.
 */
const VOICE_KBPS_AT_MOST = 64;
/**
 * The remote video keeps going through the switch: a pause this long means it stopped (a new
 * connection, a camera reopened); a busy machine's frame gaps stay well under it. The longest
 * pause of a switch is measured by `npm run bench:music`.
 */
const VIDEO_PAUSE_AT_MOST_MS = 5_000;

test('music mode: the teacher turns it on for both, a rejoin keeps it, off restores the voice settings', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const { teacher, student, t, s } = await demoPair(browser, base);
  const admin = await signedIn(browser, base, 'admin@example.com');
  await teacher.context.addInitScript(recordConnections);
  await student.context.addInitScript(recordConnections);

  // A class of its own, so the other journeys' classes are left as they are.
  const classId = await createOwnClass(admin.page, { teacher: t, student: s }, 'Music Mode Violin', '12:00');
  await admin.context.close();

  await test.step('both join in voice mode: processing on, mono', async () => {
    await joinClass(t, classId);
    await joinClass(s, classId);
    await expectVideoPlaying(t, 'Student');
    await expectVideoPlaying(s, 'Teacher');
    await expect(t.getByRole('switch', { name: 'Music mode' })).toHaveAttribute('aria-checked', 'false');
    await expect(s.getByRole('switch')).toHaveCount(0);
    await expect(s.getByText('Music mode on')).toHaveCount(0);
    expect(await audioReport(s, 'Teacher')).toMatchObject({ ...VOICE, connections: 1 });
  });

  await test.step('the teacher turns it on: both ends switch on the same connection, video flowing', async () => {
    await watchFrames(t, 'Student');
    await watchFrames(s, 'Teacher');
    await t.getByRole('switch', { name: 'Music mode' }).click();
    await expect(t.getByRole('switch', { name: 'Music mode' })).toHaveAttribute('aria-checked', 'true');
    await expect(s.getByText('Music mode on')).toBeVisible();
    for (const [page, remote] of [
      [t, 'Student'],
      [s, 'Teacher'],
    ] as const) {
      await expect(page.getByRole('alert')).toContainText('Please use headphones.');
      await expect
        .poll(() => audioReport(page, remote), { intervals: [0] })
        .toMatchObject({ ...MUSIC, connections: 1 });
      const r = await audioReport(page, remote);
      expect(r.sentKbps, 'sent audio kbps').toBeGreaterThanOrEqual(VOICE_KBPS_AT_MOST);
      expect(Math.abs(r.correlation), 'received L/R correlation').toBeLessThan(0.5);
      // A fast switch can end before 30 frames have come: wait for them, then judge the pauses.
      await expect
        .poll(async () => (await framesSeen(page)).count, {
          message: 'remote video frames during the switch',
        })
        .toBeGreaterThan(30);
      expect((await framesSeen(page)).maxGap, 'longest pause of the remote video (ms)').toBeLessThan(
        VIDEO_PAUSE_AT_MOST_MS,
      );
    }
    await s.getByRole('button', { name: 'OK' }).click();
    await expect(s.getByRole('alert')).toHaveCount(0);
  });

  await test.step('music mode sends the sound without the video; low latency asks for 10 ms packets', async () => {
    for (const page of [t, s]) await expect.poll(async () => (await soundReport(page)).soundAlone).toBe(true);
    expect((await soundReport(s)).packetMs, 'packet time in music mode (ms)').toBe(20);
    await t.getByRole('switch', { name: 'Low latency' }).click();
    await expect(t.getByRole('switch', { name: 'Low latency' })).toHaveAttribute('aria-checked', 'true');
    await expect(t.getByRole('switch', { name: 'Low latency' })).toHaveAccessibleDescription(
      'Sound may break up on a poor connection',
    );
    await expect(s.getByRole('status').filter({ hasText: 'Music mode on, low latency' })).toContainText(
      'Sound may break up on a poor connection',
    );
    for (const page of [t, s]) {
      await expect.poll(async () => (await soundReport(page)).packetMs, { intervals: [0] }).toBe(10);
      // The figure against a measured delay is `npm run bench:latency`'s: here, that both read one.
      await expect.poll(() => readout(page)).toBeGreaterThan(0);
    }
    expect((await connectionReport(t)).connections).toBe(1);
  });

  await test.step('the student rejoins: music mode and low latency are still on', async () => {
    await s.reload();
    await joinClass(s, classId);
    await expectVideoPlaying(s, 'Teacher');
    await expect(s.getByText('Music mode on, low latency')).toBeVisible();
    await expect.poll(async () => (await soundReport(s)).packetMs, { intervals: [0] }).toBe(10);
    await expect.poll(() => audioReport(s, 'Teacher'), { intervals: [0] }).toMatchObject(MUSIC);
    expect(Math.abs((await audioReport(s, 'Teacher')).correlation)).toBeLessThan(0.5);
  });

  await test.step("turning it off restores the spec's settings on both ends", async () => {
    await t.getByRole('switch', { name: 'Music mode' }).click();
    await expect(t.getByRole('switch', { name: 'Music mode' })).toHaveAttribute('aria-checked', 'false');
    await expect(s.getByText('Music mode on')).toHaveCount(0);
    for (const [page, remote] of [
      [t, 'Student'],
      [s, 'Teacher'],
    ] as const) {
      await expect.poll(() => audioReport(page, remote), { intervals: [0] }).toMatchObject(VOICE);
      await expect
        .poll(async () => (await audioReport(page, remote)).sentKbps, { intervals: [0] })
        .toBeLessThan(VOICE_KBPS_AT_MOST);
      // The analyser's window can still hold the last stereo audio just after the switch.
      await expect.poll(async () => (await audioReport(page, remote)).correlation).toBeGreaterThan(0.9);
      // The sound back beside the video (lip sync), in 20 ms packets.
      await expect
        .poll(() => soundReport(page), { intervals: [0] })
        .toEqual({ packetMs: 20, soundAlone: false });
    }
  });

  await teacher.context.close();
  await student.context.close();
});
