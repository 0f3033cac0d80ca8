import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { hasJanus, type Janus, startJanus } from '../scripts/janus.ts';
import { giveJanusAnAddress } from '../scripts/janus-address.ts';
import { type JanusConfig, loadConfig } from '../server/config.ts';
import { VideoRooms } from '../server/janus/video-room.ts';
import { createUser } from '../server/routes/auth/auth.service.ts';
import { recitalRoom } from '../server/routes/recitals/recitals.service.ts';
import { decodedSound, toneMicrophone } from './live-class-support.ts';
import { newPage, nextMonday, ownServer, signIn, TEACHER } from './own-server.ts';
import { waitForHydration } from './support.ts';

// A recital on a real Janus: the teacher schedules it with two performers and opens its stage;
// the first performer's camera goes on stage (the second's ready, next); two audience pages open
// the link with no account and watch frames arrive; the teacher moves on, and both see the second
// performer's name and frames from their camera. The second page watches on a second Janus (an
// edge), fed by the first one's RTP forwarder of whoever is on stage. The organiser records the
// stage across the move: the file on a performer's dashboard holds both performers' tones. The
// server runs in this process, its own Janus beside it (Debian's janus; without it the journey
// skips, saying so).
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT: '1000',
  ICE_SERVERS: '[]',
});
const PASSWORD = 'raga-yaman-at-dusk';
const FIRST = { email: 'asha.rao@example.com', firstName: 'Asha', lastName: 'Rao' };
const SECOND = { email: 'ravi.kumar@example.com', firstName: 'Ravi', lastName: 'Kumar' };
/** Each performer's microphone is a tone of their own, so the recording shows who it holds. */
const TONE_HZ = { [FIRST.email]: 523, [SECOND.email]: 659 };
/** No performer's tone, nor a harmonic of one, is near it. */
const QUIET_HZ = 370;

let janus: Janus | undefined;
let edge: Janus | undefined;
let dropAddress = () => {};
test.skip(!hasJanus(), 'Janus is not installed (node scripts/ensure-janus.mjs installs it)');
test.beforeAll(async () => {
  if (!hasJanus()) return;
  dropAddress = giveJanusAnAddress();
  janus = await startJanus();
  edge = await startJanus(janus);
  const secrets = { apiSecret: janus.apiSecret, adminSecret: janus.adminSecret };
  // Read when the server is built, in ownServer's beforeAll, which runs after this one. One
  // watcher fills the first Janus's share, so the second audience page watches on the edge.
  config.groupClasses.janus = { url: janus.url, adminUrl: janus.adminUrl, ...secrets };
  config.groupClasses.edges = [{ url: edge.url, adminUrl: edge.adminUrl, ...secrets }];
  config.groupClasses.viewersPerServer = 1;
});
test.afterAll(async () => {
  await janus?.stop();
  await edge?.stop();
  dropAddress();
});
const own = ownServer(config);

/** Resolves once the video shows a picture and its frames move on (requestVideoFrameCallback). */
async function expectFramesArriving(video: Locator) {
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const frame = () =>
    video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) =>
          v.requestVideoFrameCallback((_now, m) => resolve(m.presentedFrames)),
        ),
    );
  const first = await frame();
  await expect.poll(frame).toBeGreaterThan(first);
}

async function performer(browser: Browser, who: typeof FIRST, recitalId: number): Promise<Page> {
  const { page } = await newPage(own, browser);
  await signIn(page, who.email, PASSWORD);
  await page.context().addInitScript(toneMicrophone(TONE_HZ[who.email] ?? 440));
  await page.goto(`/recitals/${recitalId}/stage`);
  // A click lets the page's sound start (the tone's, as a performer's own click would).
  await page.mouse.click(2, 2);
  return page;
}

test('a recital: a performer on stage, two audience pages watching, the next performer taking the stage', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const p of [FIRST, SECOND])
    await createUser(own.database.db, { ...p, password: PASSWORD, role: 'student' });

  const { page: teacher } = await newPage(own, browser);
  await signIn(teacher, TEACHER.email, TEACHER.password);
  await teacher.getByRole('link', { name: 'Recitals' }).click();
  await waitForHydration(teacher);
  await teacher.getByLabel('Title').fill('Winter recital');
  await teacher.getByLabel('Date').fill(nextMonday(config.timeZone));
  await teacher.getByLabel('Start time (school time)').fill('18:00');
  for (const p of [FIRST, SECOND]) {
    await teacher.getByLabel('Student to add').selectOption({ label: `${p.firstName} ${p.lastName}` });
    await teacher.getByRole('button', { name: 'Add performer' }).click();
  }
  await teacher.getByRole('button', { name: 'Schedule recital' }).click();
  const link = teacher.getByLabel('Audience link of Winter recital');
  const audienceUrl = await link.inputValue();
  expect(audienceUrl).toMatch(/\/recital\/[A-Za-z0-9_-]{43}$/);
  await teacher.getByRole('link', { name: 'Open the stage' }).click();
  const recitalId = Number(/\/recitals\/(\d+)\/stage/.exec(teacher.url())?.[1]);
  await teacher.getByRole('button', { name: 'Start with Asha Rao' }).click();

  const first = await performer(browser, FIRST, recitalId);
  await expect(first.getByText('You are on stage: the audience sees and hears you.')).toBeVisible();
  const second = await performer(browser, SECOND, recitalId);
  await expect(second.getByText('You are next: get ready.')).toBeVisible();
  await expectFramesArriving(second.getByLabel('Asha Rao on stage'));

  const audiences: Page[] = [];
  const edgeCalls: string[] = [];
  for (const i of [0, 1]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.on('request', (r) => {
      if (r.url().includes('/api/janus-edge/1')) edgeCalls.push(`page ${i}`);
    });
    await page.goto(audienceUrl);
    await expect(page.getByRole('heading', { name: 'On stage: Asha R.' })).toBeVisible();
    audiences.push(page);
  }
  for (const page of audiences) {
    await expect(page.getByRole('heading', { name: 'On stage: Asha R.' })).toBeVisible();
    await expectFramesArriving(page.getByLabel('Asha R. on stage'));
  }

  // The organiser records the stage through the move to the next performer.
  await expectFramesArriving(teacher.getByLabel('Asha Rao on stage'));
  await teacher.getByRole('button', { name: 'Record the recital' }).click();
  await expect(
    teacher.getByText('Recording the stage. The performers and their families can watch it later.'),
  ).toBeVisible();
  await expect(
    first.getByText('This recital is being recorded. You and your family can watch it later.'),
  ).toBeVisible();
  /** The bytes of the recording the server has taken so far. */
  const recorded = async () =>
    (
      (await (await teacher.request.get(`/api/recitals/${recitalId}/recording`)).json()) as {
        size_bytes: number;
      }
    ).size_bytes;
  /** Resolves once `parts` more parts (3 s each) of the stage have reached the server. */
  const partsArrive = async (parts: number) => {
    for (let i = 0; i < parts; i++) {
      const before = await recorded();
      await expect.poll(recorded).toBeGreaterThan(before);
    }
  };
  await partsArrive(1);

  await teacher.getByRole('button', { name: 'Next performer: Ravi Kumar' }).click();
  await expect(second.getByText('You are on stage: the audience sees and hears you.')).toBeVisible();
  for (const page of audiences) {
    await expect(page.getByRole('heading', { name: 'On stage: Ravi K.' })).toBeVisible();
    await expectFramesArriving(page.getByLabel('Ravi K. on stage'));
    await expect(page.getByRole('listitem').filter({ hasText: 'Ravi K.' })).toContainText('On stage');
  }
  await expect(first.getByText('You are on stage: the audience sees and hears you.')).toBeHidden();
  // The first page watched on the first Janus, the second on the edge: its picture moves on with
  // the first performer's camera off, so the edge is fed from the one on stage now.
  expect(new Set(edgeCalls)).toEqual(new Set(['page 1']));
  const stageRoom = recitalRoom(recitalId);
  const publishing = async () =>
    (await new VideoRooms(config.groupClasses.janus as JanusConfig).publishers(stageRoom)).map(
      (p) => p.display,
    );
  await expect.poll(publishing).toEqual(['2']);
  await expectFramesArriving((audiences[1] as Page).getByLabel('Ravi K. on stage'));
  await expect(teacher.getByRole('button', { name: 'End the recital' })).toBeVisible();

  // Both performers are in the recording, on the dashboard of each (named for the performers).
  await expectFramesArriving(teacher.getByLabel('Ravi Kumar on stage'));
  // The part open at the move may still be the first performer's: two more are the second's.
  await partsArrive(2);
  await teacher.getByRole('button', { name: 'Stop recording' }).click();
  type Listed = { batch_name: string; student_name: string; status: string; file_url: string | null };
  const listed = async () =>
    ((await (await first.request.get('/api/my_recordings')).json()) as { recordings: Listed[] }).recordings;
  await expect.poll(async () => (await listed())[0]?.status, { timeout: 60_000 }).toBe('ready');
  const [item] = await listed();
  expect(item).toMatchObject({ batch_name: 'Winter recital', student_name: 'the performers' });
  const sound = await decodedSound(first, item?.file_url as string, [QUIET_HZ, 523, 659]);
  const [quiet = 0, asha = 0, ravi = 0] = sound.left;
  const db = (p: number) => 10 * Math.log10(p / (quiet + 1e-12));
  console.log(
    `recital recording ${sound.seconds.toFixed(1)} s, ${sound.channels} channels; over ${QUIET_HZ} Hz: Asha ${db(asha).toFixed(1)} dB, Ravi ${db(ravi).toFixed(1)} dB`,
  );
  expect(sound.channels).toBe(2);
  for (const heard of [asha, ravi]) expect(db(heard)).toBeGreaterThan(13);
});
