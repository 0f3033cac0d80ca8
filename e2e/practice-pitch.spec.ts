import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, headlessShellPath } from '../scripts/chromium-path.mjs';
import { hasTool, pitchDir, soxVowel } from '../scripts/pitch-signals.ts';
import { expect, test } from './fixtures.ts';

// The practice room's Pitch view and tuner on Chromium's fake microphone, which loops a WAV sung
// by sox: 'aa' at Sa Re Ga Ma Pa over a Sa of 220 Hz, then a 440 Hz A (a violin's A string).
// The page's own worklet reads them; the test reads only what the page shows.

const SA = 220;
const SWARAS = ['Sa', 'Re', 'Ga', 'Ma', 'Pa'];
const STEPS = [0, 2, 4, 5, 7];
const sox = hasTool('sox');
const wav = sox
  ? soxVowel(path.join(pitchDir(), 'swaras.wav'), [...STEPS.map((s) => SA * 2 ** (s / 12)), 440], 1.2, 0.3)
  : '';

test.use({
  launchOptions: {
    executablePath: headlessShellPath() ?? undefined,
    args: [
      ...CHROMIUM_ARGS,
      ...FAKE_MEDIA_ARGS,
      ...(sox ? [`--use-file-for-fake-audio-capture=${wav}`] : []),
    ],
  },
});

/** What the element says, read every 100 ms until `done` is satisfied by everything seen. */
async function watch(page: Page, testId: string, done: (seen: string[]) => boolean) {
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        seen.push((await page.getByTestId(testId).textContent()) ?? '');
        return done(seen);
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
  return seen;
}

const reading = (text: string) => {
  const m = /^(.+), (in tune|([+−])(\d+) cents)/.exec(text);
  if (!m) return null;
  const cents = m[2] === 'in tune' ? 0 : (m[3] === '−' ? -1 : 1) * Number(m[4]);
  return { note: m[1] as string, cents };
};

test(`the Pitch view names swaras sung over Sa = 220 Hz within 10 cents, and the tuner reads a 440 Hz A${
  sox ? '' : ' (SKIPPED: sox is not installed and could not be installed)'
}`, async ({ page, signIn, makeClass }) => {
  test.skip(!sox, 'sox is not installed and could not be installed: no sung WAV to play');
  const cls = await makeClass();
  await signIn(cls.student.email);
  await page.goto('/practice');
  const pitch = page.getByRole('region', { name: 'Pitch', exact: true });
  await expect(pitch).toBeVisible();
  await page.getByLabel('Key (Sa)').selectOption('A');
  await pitch.getByRole('button', { name: 'Listen' }).click();
  await expect(pitch.getByRole('button', { name: 'Stop listening' })).toBeVisible();

  const seen = await watch(page, 'pitch-now', (texts) =>
    SWARAS.every((s) => texts.some((t) => reading(t)?.note === s && Math.abs(reading(t)?.cents ?? 99) <= 10)),
  );
  // Every note the view named is one that was sung (or taar Sa, the A at 440), within 10 cents.
  const named = seen.map(reading).filter((r) => r !== null);
  expect(named.length).toBeGreaterThan(SWARAS.length);
  for (const r of named) {
    expect([...SWARAS, 'Sa (taar)']).toContain(r.note);
    expect(Math.abs(r.cents)).toBeLessThanOrEqual(10);
  }

  await pitch.getByLabel('Instrument').selectOption('Violin');
  await watch(page, 'tuner-now', (texts) => {
    const last = reading(texts.at(-1) ?? '');
    return last?.note === 'A4' && Math.abs(last.cents) <= 10;
  });
  await expect(pitch.getByRole('list', { name: 'Violin strings' }).getByText('A4')).toHaveAttribute(
    'aria-current',
    'true',
  );
});
