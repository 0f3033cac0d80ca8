// A Chromium in a lesson on a demo server (scripts/live-test-server.ts), as the live benches and
// checks drive it: the build they need, the browser's flags, a signed-in page, a class of their
// own, joining it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, request } from '@playwright/test';
import { loadConfig } from '../server/config.ts';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from './chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The demo accounts' password as a server started from this environment seeds it. */
export const DEMO_PASSWORD = loadConfig({ ...process.env, NODE_ENV: 'test' }).demo.password;

/** Builds the site when there is no build yet; `label` names the script in the log. */
export function ensureBuild(label: string) {
  if (existsSync(path.join(root, 'dist/client/assets'))) return;
  console.log(`${label}: building first (npm run build)`);
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

/**
 * Launch options of a Chromium in a lesson: the closed-network flags, fake devices (the
 * microphone playing `audioFile` when given) and sound that starts without a click.
 */
export const lessonChromium = (audioFile?: string) => ({
  executablePath: chromiumPath() ?? undefined,
  args: [
    ...CHROMIUM_ARGS,
    ...FAKE_MEDIA_ARGS,
    ...(audioFile ? [`--use-file-for-fake-audio-capture=${audioFile}`] : []),
    '--autoplay-policy=no-user-gesture-required',
  ],
});

type Viewport = { width: number; height: number };

/** The page of a new context signed in as `email`, with `initScript` run in each of its documents. */
export async function signedInPage(
  browser: Browser,
  base: string,
  email: string,
  { initScript, viewport = { width: 1280, height: 800 } }: { initScript?: string; viewport?: Viewport } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport });
  if (initScript) await context.addInitScript(initScript);
  const res = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`sign in ${email}: ${res.status()}`);
  return context.newPage();
}

/**
 * A class today of the demo teacher and student, made by the demo admin. `classTime` (HH:MM)
 * keeps it apart from the demo classes and the caller's others: a teacher has one class at a time.
 */
export async function createDemoClass(base: string, batchName: string, classTime: string): Promise<number> {
  const admin = await request.newContext({ baseURL: base });
  try {
    const login = await admin.post('/api/auth/login', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`sign in admin: ${login.status()}`);
    const id = async (email: string) => {
      const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
      const user = ((await res.json()).Users as { email: string; id: number }[]).find(
        (u) => u.email === email,
      );
      if (!user) throw new Error(`no user ${email}`);
      return user.id;
    };
    const { today } = await (await admin.get('/api/admin/classes')).json();
    const res = await admin.post('/api/admin/classes', {
      data: {
        batchName,
        teacherId: await id('teacher@example.com'),
        studentId: await id('student@example.com'),
        classDate: today,
        classTime,
        durationMinutes: 60,
      },
    });
    if (!res.ok()) throw new Error(`create class: ${res.status()} ${await res.text()}`);
    return (await res.json()).Class.id as number;
  } finally {
    await admin.dispose();
  }
}

/** Opens the class's room and joins it (a class without a password). */
export async function joinClass(page: Page, id: number) {
  await page.goto(`/live-class/${id}`);
  await page.getByRole('button', { name: 'Join Class' }).click();
  await page.getByRole('button', { name: 'Leave Class' }).waitFor();
}
