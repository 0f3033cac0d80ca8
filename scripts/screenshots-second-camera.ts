// The second camera in `npm run screenshots:live`: the teacher's Devices dialog with a second
// camera and a phone's QR code, the room with two cameras of the teacher on both sides, and the
// phone's camera-only page at 390 px. Needs Chromium's three fake cameras (the second, a 16-bit
// depth camera, is not sent by WebRTC, so the third is the second camera).
import type { Browser, Page } from '@playwright/test';

const frame = (page: Page, label: string) =>
  page
    .getByLabel(`${label} video`)
    .evaluate((v: HTMLVideoElement) => new Promise((r) => v.requestVideoFrameCallback(() => r(null))));

export async function secondCameraShots(
  browser: Browser,
  teacher: Page,
  student: Page,
  teacherName: string,
  shot: (page: Page, name: string) => Promise<void>,
) {
  await teacher.getByRole('button', { name: 'Devices' }).click();
  await teacher.getByLabel('Second camera', { exact: true }).selectOption({ label: 'fake_device_2' });
  await teacher.getByRole('button', { name: 'Add second camera' }).click();
  await teacher.getByRole('button', { name: 'Use a phone' }).click();
  await teacher.getByRole('img', { name: /QR code/ }).waitFor();
  await shot(teacher, 'live-class-second-camera-devices-1440');
  const link = (await teacher.getByTestId('camera-link').textContent()) ?? '';
  await teacher.keyboard.press('Escape');
  const second = `${teacherName}'s second camera`;
  await frame(student, second);
  await frame(teacher, 'Your second camera');
  // The tiles' layout settled: the next frames of both cameras have arrived.
  await Promise.all([frame(student, second), frame(teacher, 'Your second camera')]);
  await shot(teacher, 'live-class-second-camera-teacher-1440');
  await shot(student, 'live-class-second-camera-student-390');
  await student.setViewportSize({ width: 1440, height: 900 });
  await shot(student, 'live-class-second-camera-student-1440');
  await student.getByRole('button', { name: 'Enlarge' }).click();
  await shot(student, 'live-class-second-camera-enlarged-1440');
  await student.getByRole('button', { name: 'Enlarge' }).click();
  await student.setViewportSize({ width: 390, height: 844 });
  await student.getByRole('button', { name: 'Swap cameras' }).click();
  await shot(student, 'live-class-second-camera-swapped-390');
  await student.getByRole('button', { name: 'Swap cameras' }).click();

  // The phone, from the QR code's link, in place of the computer's second camera.
  await teacher.getByRole('button', { name: 'Devices' }).click();
  await teacher.getByRole('button', { name: 'Remove second camera' }).click();
  await teacher.keyboard.press('Escape');
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await phone.newPage();
    await page.goto(link);
    await page.getByText('Sending to the lesson').waitFor();
    await frame(page, 'Second camera');
    await frame(student, second);
    await shot(page, 'live-class-phone-camera-390');
    await page.getByRole('button', { name: 'Stop' }).click();
  } finally {
    await phone.close();
  }
}
