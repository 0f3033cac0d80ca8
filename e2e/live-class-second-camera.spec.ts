import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectBothIn, joinClass, ownPair } from './live-class-support.ts';

// Runs under playwright.live.config.ts (project live-second-camera) with Chromium's fake cameras:
// the teacher adds a second one, the student sees it beside the face. Chromium's fake camera 1 is a
// 16-bit depth camera, whose frames WebRTC does not send (its picture shows locally, never
// remotely), so the project has three and the teacher picks fake_device_2 (MJPEG).

/** The labelled video shows frames: it has a size and its time moves on. */
async function expectFrames(page: Page, label: string) {
  const video = page.getByLabel(`${label} video`);
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(before);
}

/** The videos of the other party the page shows (its face and, while on, its second camera). */
const remoteVideos = (page: Page, name: string) =>
  page.locator(`video[aria-label="Teacher video"], video[aria-label="${name}'s second camera video"]`);

test('the teacher adds a second camera, the student sees it beside the face, it goes again, and a phone takes its place', async ({
  browser,
  makeClass,
  openAs,
}) => {
  const { id, teacher, t, s } = await ownPair({ makeClass, openAs });
  await joinClass(t, id);
  await joinClass(s, id);
  await expectBothIn(t, s);
  await expectFrames(s, 'Teacher');
  const second = `${teacher.name}'s second camera`;

  await test.step('the teacher adds the other camera from the Devices dialog', async () => {
    await t.getByRole('button', { name: 'Devices' }).click();
    const picker = t.getByLabel('Second camera', { exact: true });
    // The cameras not already in use as the face.
    await expect(picker.locator('option')).toHaveText(['fake_device_1', 'fake_device_2']);
    await picker.selectOption({ label: 'fake_device_2' });
    await t.getByRole('button', { name: 'Add second camera' }).click();
    await expect(t.getByRole('button', { name: 'Remove second camera' })).toBeVisible();
    await t.keyboard.press('Escape');
    await expectFrames(t, 'Your second camera');
  });

  await test.step('the student sees two tiles of the teacher, both with frames arriving', async () => {
    await expect(remoteVideos(s, teacher.name)).toHaveCount(2);
    await expectFrames(s, second);
    await expectFrames(s, 'Teacher');
    await s.getByRole('button', { name: 'Swap cameras' }).click();
    const large = await s.getByLabel(`${second} video`).boundingBox();
    expect(large?.width).toBe(390);
    await s.getByRole('button', { name: 'Enlarge' }).click();
    await expect(s.getByRole('button', { name: 'Enlarge' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the teacher removes it: one tile of the teacher remains on the same connection', async () => {
    await t.getByRole('button', { name: 'Devices' }).click();
    await t.getByRole('button', { name: 'Remove second camera' }).click();
    await t.keyboard.press('Escape');
    await expect(remoteVideos(s, teacher.name)).toHaveCount(1);
    await expect(t.getByLabel('Your second camera video')).toHaveCount(0);
    await expectFrames(s, 'Teacher');
  });

  await test.step("a phone opened from the room's QR link sends its camera, which the student sees", async () => {
    await t.getByRole('button', { name: 'Devices' }).click();
    await t.getByRole('button', { name: 'Use a phone' }).click();
    await expect(t.getByRole('img', { name: /QR code/ })).toBeVisible();
    const link = (await t.getByTestId('camera-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`/live-class/${id}/camera#[\\w-]{43}$`));
    await t.keyboard.press('Escape');

    // A third browser, not signed in: the link alone makes it the teacher's camera in this lesson.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const p = await phone.newPage();
    await p.goto(link);
    await expect(p.getByRole('status')).toHaveText(/Sending to the lesson/);
    await expect(p).toHaveURL(new RegExp(`/live-class/${id}/camera$`)); // the token is gone from the address
    // A camera, not a sign-in: elsewhere the phone is nobody.
    expect(await p.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))).toEqual({ user: null });
    await expectFrames(p, 'Second camera');
    await expect(remoteVideos(s, teacher.name)).toHaveCount(2);
    await expectFrames(s, second);
    // The teacher's room receives the phone too (the recording's mix is made there).
    await expectFrames(t, 'Your second camera');

    // Used once: the same link opens nothing again.
    const again = await browser.newContext();
    const other = await again.newPage();
    await other.goto(link);
    await expect(
      other.getByText('This camera link has expired or was already used.', { exact: false }),
    ).toBeVisible();
    await again.close();

    await p.getByRole('button', { name: 'Stop' }).click();
    await expect(remoteVideos(s, teacher.name)).toHaveCount(1);
    await expect(t.getByLabel('Your second camera video')).toHaveCount(0);
    await phone.close();
  });
});
