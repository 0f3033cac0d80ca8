// Ad hoc (not committed): only the keyboard shots, on a server of this checkout.
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from '/work/wt/h48m/scripts/chromium-path.mjs';
import { signedInPage } from '/work/wt/h48m/scripts/demo-browser.ts';
import { startLiveServer } from '/work/wt/h48m/scripts/live-test-server.ts';
import { keyboardShots } from '/work/wt/h48m/scripts/screenshots-keyboard.ts';

const root = '/work/wt/h48m';
const port = 3871;
const base = `http://127.0.0.1:${port}`;
const server = await startLiveServer(port, 'push');
const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] });
try {
  const shot = async (page: Page, name: string) => {
    await page.screenshot({ path: path.join(root, `screenshots/${name}.png`), fullPage: true, animations: "disabled", timeout: 120_000 });
    console.log(name);
  };
  const open = async (email: string, width: number) => {
    const page = await signedInPage(browser, base, email, { viewport: { width, height: width > 1000 ? 900 : 844 } });
    await page.goto('/live-class/1');
    await page.getByRole('button', { name: 'Join Class' }).click({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Leave Class' }).waitFor();
    return page;
  };
  const teacher = await open('teacher@example.com', 1440);
  const student = await open('student@example.com', 390);
  for (const p of [teacher, student]) await p.getByRole('button', { name: 'Share Screen' }).waitFor();
  await keyboardShots(teacher, student, shot);
  // The practice room's card, no Web MIDI.
  const ctx = student.context();
  await ctx.addInitScript(() => { delete (Navigator.prototype as Partial<Navigator>).requestMIDIAccess; });
  const practice = await ctx.newPage();
  for (const [w, h] of [[1440, 900], [390, 844]]) {
    await practice.setViewportSize({ width: w, height: h });
    await practice.goto('/practice');
    await practice.getByRole('heading', { name: 'Keyboard' }).scrollIntoViewIfNeeded();
    await practice.getByRole('heading', { name: 'Keyboard' }).locator('..').screenshot({ path: `${root}/screenshots/practice-keyboard-card-${w}.png` });
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
