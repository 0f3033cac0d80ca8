import type { Page } from '@playwright/test';
import { PitchTracker } from '../client/lib/pitch/pitch-tracker.ts';
import { wavHeader } from '../scripts/wav-header.ts';
import { accessibilityViolations, WCAG_2_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

// Slow practice (issue 48) in the practice room: a recording opened from the device, played
// through signalsmith-stretch in the page's own audio worklet. One test renders it offline through
// the same stretch and measures the pitch kept and the length stretched; the journey loops A to
// B at half speed and reads only the position the page shows.

const RATE = 48_000;

/** `seconds` of a steady tone at `hz`, a 16-bit mono WAV. */
function tone(hz: number, seconds: number): Buffer {
  const frames = Math.round(seconds * RATE);
  const data = Buffer.alloc(frames * 2);
  for (let i = 0; i < frames; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / RATE) * 16_000), i * 2);
  return Buffer.concat([wavHeader({ channels: 1, rate: RATE, dataBytes: data.length }), data]);
}

async function openRecording(page: Page, wav: Buffer) {
  await page.goto('/practice');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Slow practice' });
  await card
    .getByLabel('Open a recording')
    .setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: wav });
  await expect(card.getByRole('button', { name: 'Play' })).toBeVisible();
  return card;
}

/** The median pitch (Hz) of what sounds, and how long it sounds (s: 10 ms windows above -30 dBFS). */
function measure(samples: Float32Array, sampleRate: number) {
  const win = sampleRate / 100;
  let sounding = 0;
  for (let i = 0; i + win <= samples.length; i += win) {
    let sum = 0;
    for (let j = i; j < i + win; j++) sum += (samples[j] as number) ** 2;
    if (Math.sqrt(sum / win) > 10 ** (-30 / 20)) sounding++;
  }
  const tracker = new PitchTracker({ sampleRate });
  const hz = tracker
    .push(samples)
    .map((r) => r.hz)
    .filter((h) => h !== null)
    .sort((a, b) => a - b);
  return { hz: hz[Math.floor(hz.length / 2)] ?? 0, seconds: sounding / 100 };
}

test(
  'played at 50 % and 75 %, a 440 Hz tone keeps its pitch within 5 cents and lasts 2 and 1.33 times as long',
  ANY_WIDTH,
  async ({ page, signIn, makeClass }) => {
    const cls = await makeClass();
    await signIn(cls.student.email);
    const card = await openRecording(page, tone(440, 1));
    await card.getByLabel('Loop A to B').uncheck();
    const speed = card.getByLabel('Speed');
    for (const rate of [0.5, 0.75]) {
      await speed.fill(String(rate * 100));
      await expect(card.getByTestId('slow-speed')).toHaveText(`${rate * 100} %`);
      const out = await page.evaluate(
        async (seconds) => {
          type Player = { renderOffline(s: number): Promise<AudioBuffer> };
          const player = (window as unknown as { __slowPractice: Player }).__slowPractice;
          const audio = await player.renderOffline(seconds);
          return { sampleRate: audio.sampleRate, samples: Array.from(audio.getChannelData(0)) };
        },
        1 / rate + 1,
      );
      const { hz, seconds } = measure(Float32Array.from(out.samples), out.sampleRate);
      const cents = 1200 * Math.log2(hz / 440);
      console.log(
        `slow practice at ${rate * 100} %: ${hz.toFixed(2)} Hz (${cents.toFixed(2)} cents), ${seconds.toFixed(2)} s`,
      );
      expect(Math.abs(cents)).toBeLessThanOrEqual(5);
      expect(seconds).toBeGreaterThan((1 / rate) * 0.95);
      expect(seconds).toBeLessThan((1 / rate) * 1.05 + 0.05);
    }
  },
);

test(
  'looped from A at 1 s to B at 2 s and played at 50 %, the position moves on and goes back to A; the metronome follows',
  ANY_WIDTH,
  async ({ page, signIn, makeClass }) => {
    const problems = watchConsole(page);
    const cls = await makeClass();
    await signIn(cls.student.email);
    const card = await openRecording(page, tone(330, 4));
    await expect(card.getByTestId('slow-position')).toHaveText('0:00.0 / 0:04.0');
    expect(await accessibilityViolations(page, WCAG_2_AA)).toEqual([]);

    // A a second in, B two seconds before the end, from the keyboard.
    await card.getByRole('slider', { name: 'Loop start (A)' }).press('PageUp');
    const b = card.getByRole('slider', { name: 'Loop end (B)' });
    await b.press('PageDown');
    await b.press('PageDown');
    await expect(card.getByTestId('slow-loop')).toHaveText('Loop A 0:01.0 to B 0:02.0');
    await card.getByLabel('Speed').press('Home');
    await expect(card.getByTestId('slow-speed')).toHaveText('50 %');
    await expect(card.getByTestId('slow-metronome')).toHaveText(
      'Metronome: 40 beats a minute at 50 % (80 at full speed)',
    );

    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
    // Read every 100 ms until the position has moved on and come back to A at least once.
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const text = (await card.getByTestId('slow-position').textContent()) ?? '';
          const [, m, s] = /^(\d+):(\d+\.\d)/.exec(text) ?? [];
          seen.push(Number(m) * 60 + Number(s));
          const forward = seen.some((p, i) => i > 0 && p > (seen[i - 1] as number));
          const back = seen.some((p, i) => i > 0 && p < (seen[i - 1] as number) - 0.5);
          return forward && back;
        },
        { intervals: [100], timeout: 30_000 },
      )
      .toBe(true);
    for (const p of seen) {
      expect(p).toBeGreaterThanOrEqual(1);
      expect(p).toBeLessThan(2);
    }
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(problems).toEqual([]);
  },
);
