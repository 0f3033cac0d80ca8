import { expect, type Page, test } from '@playwright/test';
import { wavHeader } from '../scripts/wav-header.ts';
import {
  createOwnClass,
  decodedSound,
  demoPair,
  expectBothIn,
  expectVideoPlaying,
  joinClass,
  signedIn,
} from './live-class-support.ts';

// A backing track: the teacher adds a generated WAV (a steady 1500 Hz tone) and plays it into the
// lesson; the student's received sound has the tone (its level at 1500 Hz measured with an
// AnalyserNode on the teacher's tile), well above it before the track played; and the lesson's
// recording, made while it plays, holds it too.

const TONE_HZ = 1500;
const RATE = 48_000;

/** `seconds` of a sine at TONE_HZ, half scale, mono 16-bit. */
function toneWav(seconds: number): Buffer {
  const samples = Buffer.alloc(RATE * seconds * 2);
  for (let i = 0; i < RATE * seconds; i++)
    samples.writeInt16LE(Math.round(16_000 * Math.sin((2 * Math.PI * TONE_HZ * i) / RATE)), i * 2);
  return Buffer.concat([wavHeader({ channels: 1, rate: RATE, dataBytes: samples.length }), samples]);
}

/** The level (dB) at TONE_HZ in the sound of the teacher's tile, the loudest of a second's readings. */
const toneLevel = (page: Page) =>
  page.evaluate(async (hz) => {
    const w = window as unknown as {
      __tone?: { ctx: AudioContext; an: AnalyserNode; track: MediaStreamTrack };
    };
    const video = document.querySelector('video[aria-label="Teacher video"]') as HTMLVideoElement;
    const sound = (video.srcObject as MediaStream).getAudioTracks()[0] as MediaStreamTrack;
    if (w.__tone?.track !== sound) {
      const ctx = w.__tone?.ctx ?? new AudioContext({ sampleRate: 48_000 });
      const an = ctx.createAnalyser();
      an.fftSize = 4096;
      ctx.createMediaStreamSource(new MediaStream([sound])).connect(an);
      w.__tone = { ctx, an, track: sound };
    }
    const { ctx, an } = w.__tone as NonNullable<typeof w.__tone>;
    await ctx.resume();
    const bins = new Float32Array(an.frequencyBinCount);
    const bin = Math.round(hz / (ctx.sampleRate / an.fftSize));
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < 8; i++) {
      await new Promise((done) => setTimeout(done, 125));
      an.getFloatFrequencyData(bins);
      best = Math.max(best, bins[bin - 1] ?? -200, bins[bin] ?? -200, bins[bin + 1] ?? -200);
    }
    return best;
  }, TONE_HZ);

test('a backing track the teacher plays is heard in the student’s received sound and is in the recording', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  const { t, s } = await demoPair(browser, base);
  const admin = await signedIn(browser, base, 'admin@example.com');
  const classId = await createOwnClass(
    admin.page,
    { teacher: t, student: s },
    'Backing Track Lesson',
    '21:00',
  );
  await admin.context.close();
  await joinClass(t, classId);
  await joinClass(s, classId);
  await expectBothIn(t, s);
  await expectVideoPlaying(s, 'Teacher');

  const before = await toneLevel(s);
  await t.getByRole('button', { name: 'Backing track', exact: true }).click();
  await t.getByLabel('Add an audio file').setInputFiles({
    name: 'Tone.wav',
    mimeType: 'audio/wav',
    buffer: toneWav(30),
  });
  await expect(t.getByTestId('backing-position')).toHaveText('0:00 / 0:30');
  await t.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(t.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // The student's panel shows the teacher's track playing.
  await s.getByRole('button', { name: /^Backing track/ }).click();
  await expect(s.getByTestId('their-backing-track')).toContainText('The teacher is playing “Tone.wav”');

  let during = Number.NEGATIVE_INFINITY;
  await expect
    .poll(async () => {
      during = await toneLevel(s);
      return during - before;
    })
    .toBeGreaterThan(20);
  console.log(
    `backing track at ${TONE_HZ} Hz received: ${during.toFixed(1)} dB (before: ${before.toFixed(1)} dB)`,
  );

  // The teacher records a few seconds of it.
  await t.getByRole('button', { name: 'Close backing track' }).click();
  await t.getByRole('button', { name: 'Record' }).click();
  await expect(t.getByTestId('recording-indicator')).toContainText(/00:00:0[5-9]/);
  await t.getByRole('button', { name: 'Stop recording' }).click();
  await expect(t.getByRole('button', { name: 'Record' })).toBeVisible();

  await t.getByRole('button', { name: /^Backing track/ }).click();
  await t.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(s.getByTestId('their-backing-track')).toContainText('The teacher has paused “Tone.wav”');

  // The recording on the student's dashboard: the tone against a frequency nothing plays at
  // (1730 Hz: between the fake microphone's beep harmonics).
  await s.goto('/dashboard');
  const row = s.getByTestId('recording-row').filter({ hasText: 'Backing Track Lesson' });
  const download = row.getByRole('link', { name: /^Download/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const sound = await decodedSound(s, (await download.getAttribute('href')) as string, [TONE_HZ, 1730]);
  const [tone = 0, quiet = 0] = sound.left;
  console.log(
    `backing track in the recording: ${(10 * Math.log10(tone / (quiet + 1e-12))).toFixed(1)} dB over quiet`,
  );
  expect(tone / (quiet + 1e-12), 'the backing track against a quiet frequency').toBeGreaterThan(20);
});
