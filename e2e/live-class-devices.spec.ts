import { expect, type Page, test } from '@playwright/test';
import { demoClassId, demoPair, expectVideoPlaying } from './live-class-support.ts';

// Runs under playwright.live.config.ts with three fake cameras (the second gives 16-bit depth
// frames, which WebRTC cannot send, so the third is the one chosen) and Chromium's fake
// microphones and speakers. Uses the demo class with a join password, and leaves it open.

const CLASS_PASSWORD = 'letmein';

/** The labels and device ids of the tracks a video element shows. */
const tracksOf = (page: Page, label: string) =>
  page.getByLabel(`${label} video`).evaluate((v: HTMLVideoElement) =>
    (v.srcObject as MediaStream | null)
      ?.getTracks()
      .map((t) => ({ kind: t.kind, label: t.label, deviceId: t.getSettings().deviceId }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  );

const chosen = (page: Page, picker: string) =>
  page.getByLabel(picker, { exact: true }).locator('option:checked');

/** The room fills the viewport: no site frame, nothing to scroll, own video small, the other large. */
async function expectLessonLayout(page: Page, remote: string, own: string) {
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Contact shortcuts' })).toHaveCount(0);
  const view = page.viewportSize() as { width: number; height: number };
  const room = await page.getByRole('region', { name: 'Live class room' }).boundingBox();
  expect(room).toEqual({ x: 0, y: 0, width: view.width, height: view.height });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(view.height);
  const big = await page.getByLabel(`${remote} video`).boundingBox();
  const small = await page.getByLabel(`${own} video`).boundingBox();
  if (!big || !small) throw new Error('a video is not shown');
  expect(big.width, 'the other party spans the width').toBe(view.width);
  expect(big.height / view.height, 'and most of the height').toBeGreaterThan(0.7);
  expect((small.width * small.height) / (view.width * view.height), 'own video is small').toBeLessThan(0.06);
  expect(small.x + small.width, 'in the right corner').toBeGreaterThan(view.width - 40);
  expect(small.y + small.height).toBeGreaterThan(view.height - 40);
}

test('the join dialog lists the devices, the chosen ones are sent, and the lesson fills the screen', async ({
  browser,
  baseURL,
}) => {
  const { teacher, student, t, s } = await demoPair(browser, baseURL as string);
  const classId = await demoClassId(s, 'Demo Voice Lesson');

  await test.step('the join dialog previews the camera and lists the fake devices', async () => {
    await s.goto(`/live-class/${classId}`);
    await expectVideoPlaying(s, 'Preview');
    await expect(s.getByLabel('Microphone', { exact: true }).locator('option')).toHaveText([
      'Fake Default Audio Input',
      'Fake Audio Input 1',
      'Fake Audio Input 2',
    ]);
    await expect(s.getByLabel('Camera', { exact: true }).locator('option')).toHaveText([
      'fake_device_0',
      'fake_device_1',
      'fake_device_2',
    ]);
    await expect(s.getByLabel('Speaker', { exact: true }).locator('option')).toContainText([
      'Fake Audio Output 1',
    ]);
  });

  await test.step('chosen devices are used at once, the meter moves, and the test sound plays', async () => {
    await s.getByLabel('Microphone', { exact: true }).selectOption({ label: 'Fake Audio Input 1' });
    await s.getByLabel('Camera', { exact: true }).selectOption({ label: 'fake_device_2' });
    await s.getByLabel('Speaker', { exact: true }).selectOption({ label: 'Fake Audio Output 1' });
    await expect
      .poll(() => tracksOf(s, 'Preview'))
      .toMatchObject([{ label: 'Fake Audio Input 1' }, { label: 'fake_device_2' }]);
    await expect
      .poll(() => s.getByLabel('Microphone level').evaluate((m: HTMLMeterElement) => m.value))
      .toBeGreaterThan(0);
    await s.getByRole('button', { name: 'Test sound' }).click();
    await expect(s.getByRole('button', { name: 'Playing...' })).toBeVisible();
    await expect(s.getByRole('button', { name: 'Test sound' })).toBeEnabled();
  });

  await test.step('the choices are remembered and sent in the lesson', async () => {
    await s.reload();
    await expect(chosen(s, 'Microphone')).toHaveText('Fake Audio Input 1');
    await expect(chosen(s, 'Camera')).toHaveText('fake_device_2');
    await expect(chosen(s, 'Speaker')).toHaveText('Fake Audio Output 1');
    const micId = await chosen(s, 'Microphone').getAttribute('value');
    await s.getByLabel('Class password').fill(CLASS_PASSWORD);
    await s.getByRole('button', { name: 'Join Class' }).click();
    await expect(s.getByRole('button', { name: 'Leave Class' })).toBeVisible();
    const sent = await tracksOf(s, 'You (student)');
    expect(sent).toMatchObject([
      { label: 'Fake Audio Input 1', deviceId: micId },
      { label: 'fake_device_2' },
    ]);
  });

  await test.step('with the teacher there, the lesson fills the screen at 1440 and 390 px', async () => {
    await t.goto(`/live-class/${classId}`);
    await t.getByLabel('Class password').fill(CLASS_PASSWORD);
    await t.getByRole('button', { name: 'Join Class' }).click();
    await expectVideoPlaying(t, 'Student');
    await expectVideoPlaying(s, 'Teacher');
    await expectLessonLayout(t, 'Student', 'You (teacher)');
    await expectLessonLayout(s, 'Teacher', 'You (student)');
  });

  await test.step('Audio is an icon toggle with its state; a microphone switched in the room is sent', async () => {
    const audio = s.getByRole('button', { name: 'Audio', exact: true });
    await expect(audio).toHaveAttribute('aria-pressed', 'true');
    await audio.click();
    await expect(audio).toHaveAttribute('aria-pressed', 'false');
    await audio.click();
    await s.getByRole('button', { name: 'Devices' }).click();
    const dialog = s.getByRole('dialog', { name: 'Devices' });
    await dialog.getByLabel('Microphone', { exact: true }).selectOption({ label: 'Fake Audio Input 2' });
    await expect
      .poll(() => tracksOf(s, 'You (student)'))
      .toMatchObject([{ label: 'Fake Audio Input 2' }, {}]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectVideoPlaying(t, 'Student');
  });

  // Both leave (the teacher's page going away records it), leaving the class open.
  await s.getByRole('button', { name: 'Leave Class' }).click();
  await t.goto('about:blank');
  await teacher.context.close();
  await student.context.close();
});
