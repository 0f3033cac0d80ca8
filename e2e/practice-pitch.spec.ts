import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, headlessShellPath } from '../scripts/chromium-path.mjs';
import { SWARA_JOURNEY, swaraJourneyFile } from '../scripts/pitch-signals.ts';
import { expect, test } from './fixtures.ts';
import { expectOnlySung, readPitch, sawAll, watchText } from './pitch-support.ts';
import { ANY_WIDTH } from './support.ts';

// The practice room's Pitch view and tuner on Chromium's fake microphone, which loops a WAV sung
// by sox: 'aa' at Sa Re Ga Ma Pa over a Sa of 220 Hz, then a 440 Hz A (a violin's A string).
// The page's own worklet reads them; the test reads only what the page shows. What it reads does
// not change with the width (the practice room's layout at 390 px is e2e/practice-room.spec.ts's).

const { swaras: SWARAS } = SWARA_JOURNEY;
const wav = swaraJourneyFile();
const sox = wav !== null;

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

test(
  `the Pitch view names swaras sung over Sa = 220 Hz within 10 cents, and the tuner reads a 440 Hz A${
    sox ? '' : ' (SKIPPED: sox is not installed and could not be installed)'
  }`,
  ANY_WIDTH,
  async ({ page, signIn, makeClass }) => {
    test.skip(!sox, 'sox is not installed and could not be installed: no sung WAV to play');
    const cls = await makeClass();
    await signIn(cls.student.email);
    await page.goto('/practice');
    const pitch = page.getByRole('region', { name: 'Pitch', exact: true });
    await expect(pitch).toBeVisible();
    await page.getByLabel('Key (Sa)').selectOption('A');
    await pitch.getByRole('button', { name: 'Listen' }).click();
    await expect(pitch.getByRole('button', { name: 'Stop listening' })).toBeVisible();

    const seen = await watchText(pitch.getByTestId('pitch-now'), sawAll(SWARAS));
    expectOnlySung(seen, SWARAS);

    await pitch.getByLabel('Instrument').selectOption('Violin');
    await watchText(pitch.getByTestId('tuner-now'), (texts) => {
      const last = readPitch(texts.at(-1) ?? '');
      return last?.note === 'A4' && Math.abs(last.cents) <= 10;
    });
    await expect(pitch.getByRole('list', { name: 'Violin strings' }).getByText('A4')).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
);
