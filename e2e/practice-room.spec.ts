import type { Page } from '@playwright/test';
import { API } from '../common/api.ts';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, headlessShellPath } from '../scripts/chromium-path.mjs';
import { accessibilityViolations, WCAG_2_AA } from './axe.ts';
import { expect, type OwnClass, test } from './fixtures.ts';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

// The practice room (issue 30) on its own: a student opens it from an assignment (Teentaal at
// 80), at the project's width (390 px on the phone): no accessibility violations, no sideways
// scroll, the metronome run from the keyboard; the practice counted on a controlled clock into
// the log; a take recorded with the fake microphone and sent. The teacher-to-student journey
// through the dashboards is its own spec.

// The fake microphone (and camera) for the take: Playwright starts a browser of its own for the file.
test.use({
  launchOptions: {
    executablePath: headlessShellPath() ?? undefined,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
  },
});

type Fixtures = { makeClass: () => Promise<OwnClass>; openAs: (who: string) => Promise<{ page: Page }> };

/** A class of the test's own and an assignment its teacher set: Teentaal at 80. */
async function assignmentFor({ makeClass, openAs }: Fixtures) {
  const cls = await makeClass();
  const { page: teacher } = await openAs(cls.teacher.email);
  const res = await teacher.request.post(`/api${API.courseAssignments}`, {
    data: { student_id: cls.student.id, title: 'Alaap in Yaman', tempo_goal: 80, tala: 'teentaal' },
  });
  expect(res.status()).toBe(201);
  const { Assignment } = await res.json();
  return { cls, id: Assignment.id as number, teacher };
}

async function openRoom(page: Page, id: number) {
  await page.goto(`/practice?assignment=${id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Alaap in Yaman' })).toBeVisible();
}

test('the practice room at this width: the assignment set, no accessibility violations, no sideways scroll, keyboard', async ({
  page,
  signIn,
  makeClass,
  openAs,
}) => {
  const problems = watchConsole(page);
  const { cls, id } = await assignmentFor({ makeClass, openAs });
  await signIn(cls.student.email);
  await openRoom(page, id);
  await expect(page).toHaveTitle(/^Practice room \|/);
  await expect(page.getByLabel('Tempo', { exact: true })).toHaveValue('80');
  await expect(page.getByLabel('Tala')).toHaveValue('teentaal');
  await expect(page.getByRole('list', { name: 'Teentaal, 16 beats' })).toBeVisible();
  await expect(page.getByText('Practised today: 0 min')).toBeVisible();

  expect(await accessibilityViolations(page, WCAG_2_AA)).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);

  // The keyboard alone reaches Start, and the same button stops the metronome.
  const start = page.getByRole('button', { name: 'Start', exact: true });
  for (let i = 0; i < 80 && !(await start.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await expect(stop).toBeFocused();
  await expect(page.getByTestId('metronome-summary')).toHaveText('80 beats a minute, Teentaal (16 beats)');
  // The beats come round: the display lights one of the bar's places.
  await expect(page.getByTestId('practice-beat')).not.toHaveAttribute('data-place', '');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Tempo', { exact: true })).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('96');
  await expect(page.getByTestId('metronome-summary')).toHaveText('96 beats a minute, Teentaal (16 beats)');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(start).toBeVisible();
  expect(problems).toEqual([]);
});

test(
  'practice counts into the log on a controlled clock: not while stopped or in a background tab',
  ANY_WIDTH,
  async ({ page, signIn, makeClass, openAs }) => {
    const { cls, id, teacher } = await assignmentFor({ makeClass, openAs });
    await signIn(cls.student.email);
    await page.clock.install();
    await openRoom(page, id);
    await page.clock.fastForward(5 * 60_000); // the page open, nothing on: nothing counts
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Counting: the metronome, the drone or a recording is on.')).toBeVisible();
    await page.clock.fastForward(120_000);
    const saved = page.waitForRequest(
      (r) => r.url().endsWith(`/api${API.practiceLog}`) && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const entry = (await saved).postDataJSON();
    expect(entry).toMatchObject({ source: 'room', assignment_id: id, tempo: 80 });
    expect(entry.seconds).toBeGreaterThanOrEqual(120);
    expect(entry.seconds).toBeLessThan(125);
    await expect(page.getByText('Practised today: 2 min')).toBeVisible();
    await expect(page.getByTestId('practice-timer')).toHaveText(/^2:0\d$/);

    // The drone on, then the tab goes to the background: what was counted is sent at once and
    // nothing more counts there.
    await page.getByRole('button', { name: 'Play drone' }).click();
    await page.clock.fastForward(30_000);
    const hidden = page.waitForRequest(
      (r) => r.url().endsWith(`/api${API.practiceLog}`) && r.method() === 'POST',
    );
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await hidden).postDataJSON()).toMatchObject({ source: 'room', assignment_id: id, tempo: null });
    await page.clock.fastForward(10 * 60_000);
    await expect(page.getByText(/^Paused\./)).toBeVisible();
    await expect(page.getByText('Practised today: 2 min')).toBeVisible();

    const day = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(Date.now()));
    const week = await teacher.request.get(`/api${API.practiceLog}?from=${day}&student_id=${cls.student.id}`);
    const { Practice } = await week.json();
    expect(Practice.days[0].minutes).toBe(2);
    expect(Practice.entries).toHaveLength(2);
  },
);

test(
  'a take is recorded, played back, and sent to the teacher with a note',
  ANY_WIDTH,
  async ({ page, signIn, makeClass, openAs }) => {
    const problems = watchConsole(page);
    const { cls, id, teacher } = await assignmentFor({ makeClass, openAs });
    await signIn(cls.student.email);
    await openRoom(page, id);
    await page.getByRole('button', { name: 'Record a take' }).click();
    await expect(page.getByText(/^Recording 0:0[2-9]$/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const player = page.getByLabel('Your take');
    await expect(player).toBeVisible();
    await expect
      .poll(() => player.evaluate((a: HTMLAudioElement) => a.readyState), {
        message: 'the take plays back',
      })
      .toBeGreaterThan(0);
    await page.getByLabel('Note for your teacher (optional)').fill('The second line rushes');
    await page.getByRole('button', { name: 'Send to teacher' }).click();
    await expect(page.getByText('Your take was sent to your teacher.')).toBeVisible();

    const takes = await (await teacher.request.get(`/api${API.courseAssignments}/${id}/takes`)).json();
    expect(takes.Takes).toHaveLength(1);
    expect(takes.Takes[0]).toMatchObject({ note: 'The second line rushes', mime_type: 'audio/webm' });
    expect(takes.Takes[0].duration_ms).toBeGreaterThan(2_000);
    const file = await teacher.request.get(takes.Takes[0].url);
    expect(file.ok()).toBe(true);
    expect((await file.body()).length).toBeGreaterThan(1_000);
    expect(problems).toEqual([]);
  },
);
