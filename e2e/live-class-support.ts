import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { API, API_BASE } from '../common/api.ts';
import type { MyClassesResponse } from '../common/schemas/classes.ts';
import { ACCOUNTS, DEMO_PASSWORD, type TestFixtures } from './fixtures.ts';

export { DEMO_PASSWORD };

/** A browser context signed in through POST /api/auth/login (cookies shared with its pages). */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  viewport = { width: 1440, height: 900 },
  password = DEMO_PASSWORD,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const res = await context.request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `sign in ${email}`).toBe(true);
  return { context, page: await context.newPage() };
}

/** The phone the journeys give the student: the room's narrow layout. */
export const PHONE = { width: 390, height: 844 };

/**
 * The two ends of a lesson, each a browser context of its own: the demo teacher at a desktop and
 * the demo student on a phone, signed in; `t` and `s` are their pages.
 */
export async function demoPair(browser: Browser, baseURL: string) {
  const teacher = await signedIn(browser, baseURL, ACCOUNTS.teacher);
  const student = await signedIn(browser, baseURL, ACCOUNTS.student, PHONE);
  return { teacher, student, t: teacher.page, s: student.page };
}

/**
 * A class of the test's own and its two people, each in a browser context of their own: its
 * teacher at a desktop and its student on a phone, signed in; `t` and `s` are their pages.
 */
export async function ownPair({ makeClass, openAs }: Pick<TestFixtures, 'makeClass' | 'openAs'>) {
  const lesson = await makeClass();
  const t = (await openAs(lesson.teacher.email)).page;
  const s = (await openAs(lesson.student.email, { viewport: PHONE })).page;
  return { ...lesson, t, s };
}

/** The id of one of today's classes of the signed-in user, by its batch name (GET my_classes). */
export async function demoClassId(page: Page, batchName: string): Promise<number> {
  const res = await page.request.get(`${API_BASE}${API.myClasses}`);
  expect(res.ok(), 'my classes').toBe(true);
  const { Today } = (await res.json()) as MyClassesResponse;
  const found = Today.find((c) => c.batch_name === batchName);
  if (!found) throw new Error(`no class '${batchName}' today (${Today.map((c) => c.batch_name).join(', ')})`);
  return found.id;
}

/**
 * Resolves when the labelled video shows a new frame (requestVideoFrameCallback): the first comes
 * in about a second on a quiet machine, so only a video that stopped runs out the 30 s.
 */
export async function expectVideoPlaying(page: Page, label: string) {
  const video = page.getByLabel(`${label} video`);
  await expect(video).toBeVisible();
  const frames = await video.evaluate(
    (v: HTMLVideoElement, waitMs) =>
      new Promise<number>((resolve) => {
        v.requestVideoFrameCallback((_now, meta) => resolve(meta.presentedFrames));
        setTimeout(() => resolve(0), waitMs);
      }),
    30_000,
  );
  expect(frames, `frames shown by the ${label} video`).toBeGreaterThan(0);
}

/** How long the join dialog may take to offer 'Join Class': well under the live tests' 300 s. */
const JOIN_OFFERED_WITHIN_MS = 120_000;

export async function joinClass(page: Page, classId: number, password?: string) {
  await page.goto(`/live-class/${classId}`);
  if (password !== undefined) await page.getByLabel('Class password').fill(password);
  // Beside CPU burners a student's page once never offered 'Join Class' in 5 minutes; the error
  // then says what that page showed (the test's own snapshot is of another page).
  await page
    .getByRole('button', { name: 'Join Class' })
    .click({ timeout: JOIN_OFFERED_WITHIN_MS })
    .catch(async (error: unknown) => {
      const shown = await page
        .locator('body')
        .ariaSnapshot()
        .catch(() => '(no snapshot)');
      throw new Error(`'Join Class' not offered at ${page.url()}; the page showed:\n${shown}`, {
        cause: error,
      });
    });
  await expect(page.getByRole('button', { name: 'Leave Class' })).toBeVisible();
}

/**
 * Waits until each page shows the other party in the room: the Whiteboard, Chat and Share Screen
 * buttons are shown then (their places are kept, hidden, while the user is alone).
 */
export async function expectBothIn(...pages: Page[]) {
  for (const page of pages) await expect(page.getByRole('button', { name: 'Chat' })).toBeVisible();
}

/**
 * A class today of the signed-in teacher and student pages, made by the signed-in admin page,
 * so a journey leaves the other journeys' classes as they are. Each journey takes its own hour,
 * clear of the demo classes (10:00, 17:00): music 12:00, practice 13:00, recording 15:00. The same
 * teacher and student cannot have two classes at once.
 */
export async function createOwnClass(
  admin: Page,
  people: { teacher: Page; student: Page },
  batchName: string,
  classTime: string,
): Promise<number> {
  const me = async (p: Page) => (await (await p.request.get('/api/auth/me')).json()).user.id as number;
  const { today } = await (await admin.request.get('/api/admin/classes')).json();
  const created = await admin.request.post('/api/admin/classes', {
    data: {
      batchName,
      teacherId: await me(people.teacher),
      studentId: await me(people.student),
      classDate: today,
      classTime,
      durationMinutes: 60,
    },
  });
  if (created.status() === 409 && test.info().retry > 0) {
    // A retry meets the class its first attempt made (the same people, the same hour): it takes that one.
    const list = await (await admin.request.get('/api/admin/classes?pageSize=100')).json();
    const made = (list.Classes as { id: number; batchName: string }[]).find((c) => c.batchName === batchName);
    if (made) return made.id;
  }
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).Class.id as number;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where each button the room's header shows sits, by its name, at the page's present size and at
 * a phone's (the page is put back as it was): to compare before and after something happens.
 */
export async function headerButtonPlaces(page: Page): Promise<Record<string, Box>> {
  const size = page.viewportSize();
  const read = () =>
    page.locator('header').evaluate((header) => {
      const places: Record<string, Box> = {};
      for (const b of header.querySelectorAll('button')) {
        if (!b.checkVisibility({ visibilityProperty: true })) continue;
        const { x, y, width, height } = b.getBoundingClientRect();
        places[(b.getAttribute('aria-label') ?? b.textContent ?? '').trim()] = { x, y, width, height };
      }
      return places;
    });
  const places: Record<string, Box> = {};
  for (const [name, box] of Object.entries(await read())) places[`${name} @${size?.width}`] = box;
  await page.setViewportSize(PHONE);
  for (const [name, box] of Object.entries(await read())) places[`${name} @${PHONE.width}`] = box;
  if (size) await page.setViewportSize(size);
  return places;
}

/** A recording's sound as decoded in the page: its channels, length and power at each frequency asked. */
export type DecodedSound = { channels: number; seconds: number; left: number[]; right: number[] };

/**
 * Fetches a recording (its download link) in the page, decodes its audio and measures the power at
 * each of `freqs` over the whole file (Goertzel), on the left channel and the right.
 */
export const decodedSound = (page: Page, url: string, freqs: number[]): Promise<DecodedSound> =>
  page.evaluate(
    async ({ src, freqs }) => {
      const bytes = await (await fetch(src)).arrayBuffer();
      const audio = await new OfflineAudioContext(2, 48_000, 48_000).decodeAudioData(bytes);
      const power = (data: Float32Array, freq: number) => {
        const k = (2 * Math.PI * freq) / audio.sampleRate;
        const c = 2 * Math.cos(k);
        let [s1, s2] = [0, 0];
        for (let i = 0; i < data.length; i++) {
          const s0 = (data[i] as number) + c * s1 - s2;
          s2 = s1;
          s1 = s0;
        }
        return (s1 * s1 + s2 * s2 - c * s1 * s2) / data.length;
      };
      const left = audio.getChannelData(0);
      const right = audio.getChannelData(Math.min(1, audio.numberOfChannels - 1));
      return {
        channels: audio.numberOfChannels,
        seconds: audio.duration,
        left: freqs.map((f) => power(left, f)),
        right: freqs.map((f) => power(right, f)),
      };
    },
    { src: url, freqs },
  );

/**
 * An init script giving the page a microphone of its own: a sine at `hz` in place of the fake
 * device's beep (the same for every page of a browser), so a recording shows whose sound it holds.
 * With `rightHz` it is stereo, `hz` on the left and `rightHz` on the right (mono: two equal channels).
 */
export const toneMicrophone = (hz: number, rightHz: number | null = null) => `(() => {
  const media = navigator.mediaDevices;
  const original = media.getUserMedia.bind(media);
  let tone = null;
  // One tone a page; each opening gets a clone of its track. Started at the first click (the
  // join), as the page's own sound is.
  const toneTrack = () => {
    if (!tone) {
      const audio = new AudioContext();
      const out = audio.createMediaStreamDestination();
      const sides = ${JSON.stringify(rightHz === null ? [hz] : [hz, rightHz])};
      const merger = audio.createChannelMerger(2);
      sides.forEach((f, side) => {
        const oscillator = audio.createOscillator();
        oscillator.frequency.value = f;
        const gain = audio.createGain();
        gain.gain.value = 0.3;
        oscillator.connect(gain);
        if (sides.length === 1) gain.connect(out);
        else gain.connect(merger, 0, side);
        oscillator.start();
      });
      if (sides.length > 1) merger.connect(out);
      const resume = () => void audio.resume();
      resume();
      addEventListener('pointerdown', resume, { capture: true });
      tone = out.stream.getAudioTracks()[0];
    }
    return tone.clone();
  };
  media.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    if (!constraints || !constraints.audio) return stream;
    for (const device of stream.getAudioTracks()) {
      // The tone passes for the device it stands in for: the room checks its microphone is
      // still one of the listed devices, and would reopen it for ever otherwise.
      const track = toneTrack();
      const settings = { ...track.getSettings(), ...device.getSettings() };
      const label = device.label;
      track.getSettings = () => settings;
      Object.defineProperty(track, 'label', { get: () => label });
      stream.removeTrack(device);
      device.stop();
      stream.addTrack(track);
    }
    return stream;
  };
})();`;

/** Draws a short stroke across the page's mark layer with the pen. */
export async function drawStroke(page: Page, from: [number, number], to: [number, number]) {
  await page.getByRole('button', { name: 'Pen', exact: true }).click();
  const layer = page.getByTestId('score-layer');
  await layer.scrollIntoViewIfNeeded();
  const box = await layer.boundingBox();
  if (!box) throw new Error('no mark layer');
  const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 12 });
  await page.mouse.up();
}
