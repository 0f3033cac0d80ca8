import sharp from 'sharp';
import { API } from '../common/api.ts';
import { expect, test } from './fixtures.ts';
import { expectVideoPlaying, joinClass, ownPair } from './live-class-support.ts';

// Runs under playwright.live.config.ts (fake camera and microphone, loopback only): a party whose
// camera is off is shown by their photo (issue 29).

test("the student's photo stands in for the student's video while their camera is off", async ({
  makeClass,
  openAs,
}) => {
  const { id, student, t, s } = await ownPair({ makeClass, openAs });
  const photo = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 40, g: 120, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await s.request.post(`/api${API.uploadAvatar}`, {
    data: photo,
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await joinClass(t, id);
  await joinClass(s, id);
  await expectVideoPlaying(t, 'Student');
  // The student's tile, named by its caption; the photo inside it only while the camera is off.
  const tile = t.getByRole('figure', { name: `${student.name} (Student)` });
  const studentPhoto = tile.getByRole('img', { name: student.name });
  await expect(studentPhoto).toHaveCount(0);

  const video = s.getByRole('button', { name: 'Video', exact: true });
  await video.click();
  await expect(video).toHaveAttribute('aria-pressed', 'false');
  await expect(studentPhoto).toBeVisible();
  // The photo itself (not the initials' drawing), loaded.
  await expect
    .poll(() => studentPhoto.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);

  await video.click();
  await expect(studentPhoto).toHaveCount(0);
  await expectVideoPlaying(t, 'Student');
});
