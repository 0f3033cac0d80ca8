import { expect, test } from '@playwright/test';
import { SWARA_JOURNEY, swaraJourneyFile } from '../scripts/pitch-signals.ts';
import { createOwnClass, demoPair, expectBothIn, joinClass, signedIn } from './live-class-support.ts';
import { expectOnlySung, readPitch, sawAll, watchText } from './pitch-support.ts';

// Pitch in the room: both fake microphones loop the sox-sung swaras over Sa = 220 Hz and a
// 440 Hz A (playwright.live.config.ts). The student sends their pitch, worked out in their own
// page, over the lesson's channel; the teacher's Pitch view names the student's swaras within
// 10 cents over the drone's Sa (the teacher sets the drone to A), and the teacher's tuner, on the
// student's pitch, reads the A.

const { swaras: SWARAS } = SWARA_JOURNEY;

test('the teacher sees the student’s pitch over the drone’s Sa, within 10 cents, and the student’s tuner', async ({
  browser,
  baseURL,
}) => {
  // A join and half a minute of singing at most; a hang runs out sooner than the config's 300 s.
  test.setTimeout(180_000);
  test.skip(
    swaraJourneyFile() === null,
    'sox is not installed and could not be installed: no sung WAV to play',
  );
  const base = baseURL as string;
  const { t, s } = await demoPair(browser, base);
  const admin = await signedIn(browser, base, 'admin@example.com');
  const classId = await createOwnClass(admin.page, { teacher: t, student: s }, 'Swara Pitch Lesson', '14:00');
  await admin.context.close();

  await joinClass(t, classId);
  await joinClass(s, classId);
  await expectBothIn(t, s);

  // The drone's Sa is A (220 Hz), set by the teacher for both (the fake microphones do not hear it).
  await t.getByRole('button', { name: /^Practice tools/ }).click();
  await t.getByLabel('Sa (tonic)').selectOption('A');
  await t.getByRole('button', { name: 'Start drone' }).click();
  await s.getByRole('button', { name: /^Practice tools/ }).click();
  await expect(s.getByTestId('drone-summary')).toHaveText('Sa A 0 cents, first string Pa');
  await t.getByRole('button', { name: 'Close practice tools' }).click();
  await s.getByRole('button', { name: 'Close practice tools' }).click();

  await s.getByRole('button', { name: 'Pitch', exact: true }).click();
  await s.getByRole('button', { name: 'Send my pitch' }).click();
  await expect(s.getByRole('button', { name: 'Stop sending my pitch' })).toBeVisible();

  await t.getByRole('button', { name: 'Pitch', exact: true }).click();
  const theirs = t.getByRole('region', { name: 'The student’s pitch' });
  await expect(theirs).toBeVisible();
  const seen = await watchText(theirs.getByTestId('pitch-now'), sawAll(SWARAS));
  expectOnlySung(seen, SWARAS);
  // The teacher sends nothing: their own line stays empty.
  await expect(t.getByRole('region', { name: 'Your pitch' }).getByTestId('pitch-now')).toHaveText(
    'No pitch heard',
  );

  const tuner = t.getByRole('region', { name: 'The student’s tuner' });
  await tuner.getByLabel('Instrument').selectOption('Violin');
  await watchText(tuner.getByTestId('tuner-now'), (texts) => {
    const last = readPitch(texts.at(-1) ?? '');
    return last?.note === 'A4' && Math.abs(last.cents) <= 10;
  });

  // The student stops: the teacher's view says so.
  await s.getByRole('button', { name: 'Stop sending my pitch' }).click();
  await expect(theirs.getByTestId('pitch-now')).toHaveText('No pitch heard');
});
