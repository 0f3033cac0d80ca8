// `npm run screenshots:live`: the join dialog's sound check, then the live class room with both
// parties present, teacher and student each at 1440 px and 390 px, a shared screen, the Devices
// dialog, the shared score, the shared keyboard and the chat, into screenshots/.
// Starts its own server (scripts/live-test-server.ts: memory database, no ICE servers); run inside
// scripts/in-loopback.mjs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from './chromium-path.mjs';
import { signedInPage } from './demo-browser.ts';
import { startLiveServer } from './live-test-server.ts';
import { keyboardShots } from './screenshots-keyboard.ts';
import { musicModeShots } from './screenshots-music.ts';
import { practiceShots } from './screenshots-practice.ts';
import { scoreShots } from './screenshots-score.ts';
import { secondCameraShots } from './screenshots-second-camera.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3296);
const base = `http://127.0.0.1:${port}`;
mkdirSync(path.join(root, 'screenshots'), { recursive: true });

const server = await startLiveServer(port, 'push');
const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  // Three fake cameras, for the second camera's shots (see screenshots-second-camera.ts).
  args: [
    ...CHROMIUM_ARGS,
    ...FAKE_MEDIA_ARGS.filter((a) => a !== '--use-fake-device-for-media-stream'),
    '--use-fake-device-for-media-stream=device-count=3',
  ],
});
try {
  const shot = async (page: Page, name: string) => {
    const file = `screenshots/${name}.png`;
    // Transitions run to their end first: a page the browser does not show runs them slowly.
    await page.screenshot({ path: path.join(root, file), fullPage: true, animations: 'disabled' });
    console.log(file);
  };
  const open = async (email: string, width: number) => {
    const viewport = { width, height: width > 1000 ? 900 : 844 };
    const page = await signedInPage(browser, base, email, { viewport });
    await page.goto('/live-class/1');
    await page
      .getByLabel('Preview video')
      .evaluate((v: HTMLVideoElement) => new Promise((r) => v.requestVideoFrameCallback(() => r(null))));
    await page
      .getByRole('option', { name: /Fake Audio Input/ })
      .first()
      .waitFor({ state: 'attached' });
    await shot(page, `live-class-join-${width}`);
    await page.getByRole('button', { name: 'Join Class' }).click();
    await page.getByRole('button', { name: 'Leave Class' }).waitFor();
    return page;
  };
  const teacher = await open('teacher@example.com', 1440);
  const student = await open('student@example.com', 390);
  for (const p of [teacher, student]) await p.getByRole('button', { name: 'Share Screen' }).waitFor();
  // Both remote videos showing a frame, and the timer past zero.
  for (const [p, who] of [
    [teacher, 'Student'],
    [student, 'Teacher'],
  ] as const)
    await p
      .getByLabel(`${who} video`)
      .evaluate((v: HTMLVideoElement) => new Promise((r) => v.requestVideoFrameCallback(() => r(null))));
  await new Promise((r) => setTimeout(r, 1500));
  await shot(teacher, 'live-class-room-teacher-1440');
  await shot(student, 'live-class-room-student-390');
  await teacher.setViewportSize({ width: 390, height: 844 });
  await student.setViewportSize({ width: 1440, height: 900 });
  await shot(teacher, 'live-class-room-teacher-390');
  await shot(student, 'live-class-room-student-1440');
  await teacher.getByRole('button', { name: 'Share Screen' }).click();
  await student.getByText('Sharing screen').waitFor();
  await new Promise((r) => setTimeout(r, 1000));
  await shot(teacher, 'live-class-share-teacher-390');
  await shot(student, 'live-class-share-student-1440');
  await teacher.getByRole('button', { name: 'Stop Sharing' }).click();
  await teacher.setViewportSize({ width: 1440, height: 900 });
  await student.setViewportSize({ width: 390, height: 844 });
  await teacher.getByRole('button', { name: 'Video' }).click();
  await teacher.getByRole('button', { name: 'Audio' }).click();
  await teacher.getByRole('button', { name: 'Devices' }).click();
  await teacher
    .getByRole('dialog', { name: 'Devices' })
    .getByLabel('Microphone level')
    .waitFor({ state: 'attached' });
  await shot(teacher, 'live-class-devices-1440');
  await teacher.keyboard.press('Escape');
  await student.getByRole('button', { name: 'Devices' }).click();
  await shot(student, 'live-class-devices-390');
  await student.keyboard.press('Escape');
  // Video and Audio back on for the music mode shots.
  await teacher.getByRole('button', { name: 'Video' }).click();
  await teacher.getByRole('button', { name: 'Audio' }).click();
  await musicModeShots(teacher, student, shot);
  await practiceShots(teacher, student, shot);
  await scoreShots(teacher, student, shot);
  await keyboardShots(teacher, student, shot);
  const teacherName = (await teacher.request.get('/api/auth/me').then((r) => r.json())) as {
    user: { firstName: string; lastName: string };
  };
  await secondCameraShots(
    browser,
    teacher,
    student,
    `${teacherName.user.firstName} ${teacherName.user.lastName}`,
    shot,
  );
  await teacher.getByRole('button', { name: 'Chat' }).click();
  await teacher.getByRole('textbox', { name: 'Message' }).fill('Shall we start with scales?');
  await teacher.getByRole('textbox', { name: 'Message' }).press('Enter');
  await student.getByText('1 unread').waitFor();
  await shot(student, 'live-class-unread-390');
  await shot(teacher, 'live-class-chat-1440');
  await student.getByRole('button', { name: /Chat/ }).click();
  await student.getByText('Shall we start with scales?').waitFor();
  await shot(student, 'live-class-chat-390');
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
