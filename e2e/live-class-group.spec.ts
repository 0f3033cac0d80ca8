import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Page, request, test } from '@playwright/test';
import { desc } from 'drizzle-orm';
import { API } from '../common/api.ts';
import { schoolDate } from '../common/school-time.ts';
import { hasJanus, type Janus, startJanus } from '../scripts/janus.ts';
import { giveJanusAnAddress } from '../scripts/janus-address.ts';
import { RECORD_CONNECTIONS } from '../scripts/live-test-server.ts';
import { loadConfig } from '../server/config.ts';
import { classRecordings } from '../server/db/schema.ts';
import { createUser } from '../server/routes/auth/auth.service.ts';
import { numberedPdf } from '../server/test/numbered-pdf.ts';
import {
  DEMO_PASSWORD,
  decodedSound,
  drawStroke,
  expectVideoPlaying,
  joinClass,
  PHONE,
  signedIn,
  toneMicrophone,
} from './live-class-support.ts';
import { ADMIN, ownServer, TEACHER } from './own-server.ts';

// A group lesson on a real Janus (issue 49): the test's own Janus and server (in this process,
// a fresh database), its teacher at 1440 px and three students (one on a phone), fake media.
// Each sees the others' video, the teacher spotlights and mutes a student, chat reaches all,
// a score the teacher opens and marks reaches a student,
// and a student who leaves and comes back is seen again. A second lesson on the same server sees
// Janus killed and started again mid-lesson: its room says so and comes back by itself.

test.skip(!hasJanus(), 'Janus is not installed: node scripts/ensure-janus.mjs installs it (as root)');

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ICE_SERVERS: '[]' });
let janus: Janus | null = null;
let dropAddress = () => {};
test.beforeAll(async () => {
  dropAddress = giveJanusAnAddress();
  janus = await startJanus();
  config.groupClasses.janus = {
    url: janus.url,
    adminUrl: janus.adminUrl,
    apiSecret: janus.apiSecret,
    adminSecret: janus.adminSecret,
  };
});
test.afterAll(async () => {
  await janus?.stop();
  dropAddress();
});
const own = ownServer(config);

const STUDENTS = [
  { email: 'asha@school.example', firstName: 'Asha', lastName: 'Rao' },
  { email: 'ben@school.example', firstName: 'Ben', lastName: 'Okafor' },
  { email: 'chitra@school.example', firstName: 'Chitra', lastName: 'Iyer' },
] as const;
const caption = (p: { firstName: string; lastName: string }, role: 'Teacher' | 'Student') =>
  `${p.firstName} ${p.lastName} (${role})`;
const TEACHER_TILE = caption(TEACHER, 'Teacher');
const [ASHA, BEN, CHITRA] = STUDENTS.map((s) => caption(s, 'Student')) as [string, string, string];
const SHOTS = '/tmp/h49g';
/** What the group room says while Janus is away (issue 49). */
const RECONNECTING = 'Reconnecting...';

/** The group lesson now (this hour, on the school's clock): each student's place in it, the teacher's first. */
async function groupLessonNow(studentIds: number[], teacherId = own.teacherId): Promise<number[]> {
  const admin = await request.newContext({ baseURL: own.base });
  await admin.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: config.timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const today = schoolDate(config.timeZone);
  const res = await admin.post(`/api${API.adminGroupClasses}`, {
    data: {
      batchName: 'Theory Batch',
      teacherId,
      studentIds,
      weekdays: [((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 1],
      startTime: `${hour}:00`,
      firstDate: today,
      durationMinutes: 60,
      end: { kind: 'count', lessonCount: 1 },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const group = (await res.json()) as { lessons: { classIds: number[] }[] };
  await admin.dispose();
  return group.lessons[0]?.classIds ?? [];
}

/** Packets received so far on the audio track the labelled video plays (its Janus subscriber connection). */
const audioPackets = (page: Page, label: string) =>
  page.evaluate(async (label) => {
    const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${label} video"]`);
    const track = (video?.srcObject as MediaStream | null)?.getAudioTracks()[0];
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const receiver = pcs.flatMap((pc) => pc.getReceivers()).find((r) => r.track === track);
    if (!receiver) return -1;
    let packets = 0;
    for (const s of (await receiver.getStats()).values())
      if (s.type === 'inbound-rtp') packets += (s as { packetsReceived: number }).packetsReceived;
    return packets;
  }, label);

/** Resolves once the labelled audio's packet count stays the same between two polls a second apart. */
async function expectSilent(page: Page, label: string) {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await audioPackets(page, label);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [1_000] },
    )
    .toBe(true);
}

async function expectHeard(page: Page, label: string) {
  const before = await audioPackets(page, label);
  await expect.poll(() => audioPackets(page, label)).toBeGreaterThan(Math.max(before, 0));
}

/** Every context a test opened, closed after it (a page left in a room would go on calling Janus). */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** Each member's microphone: a tone of their own (Hz), so the recording shows whose sound it holds. */
const TONES: Record<string, number> = {
  [TEACHER.email]: 440,
  [STUDENTS[0].email]: 554,
  [STUDENTS[1].email]: 659,
  [STUDENTS[2].email]: 784,
};
/** No member's tone, nor a harmonic of one, is near it. */
const QUIET_HZ = 370;

/** A signed-in page whose RTCPeerConnections are kept in window.__pcs, its microphone a tone of its own. */
async function openAs(
  browser: Browser,
  email: string,
  viewport = { width: 1440, height: 900 },
  password = DEMO_PASSWORD,
) {
  const { context, page } = await signedIn(browser, own.base, email, viewport, password);
  await context.addInitScript(RECORD_CONNECTIONS);
  const hz = TONES[email];
  if (hz) await context.addInitScript(toneMicrophone(hz));
  contexts.push(context);
  return page;
}

test('a teacher and three students on Janus: video, spotlight, mute, chat, score, a student leaves and rejoins', async ({
  browser,
}) => {
  // Four pages joining, then a recording encoded and decoded: on a loaded runner (the site's
  // tests beside it) this has taken minutes; the time-out catches a hang.
  test.setTimeout(480_000);
  mkdirSync(SHOTS, { recursive: true });
  const ids: number[] = [];
  for (const s of STUDENTS)
    ids.push((await createUser(own.database.db, { ...s, password: DEMO_PASSWORD, role: 'student' })).id);
  const places = await groupLessonNow(ids);
  expect(places).toHaveLength(3);

  const open = (email: string, viewport?: { width: number; height: number }, password?: string) =>
    openAs(browser, email, viewport, password);
  const t = await open(TEACHER.email, { width: 1440, height: 900 }, TEACHER.password);
  const a = await open(STUDENTS[0].email, PHONE);
  const b = await open(STUDENTS[1].email, { width: 1280, height: 800 });
  const c = await open(STUDENTS[2].email, { width: 1280, height: 800 });
  const [placeA, placeB, placeC] = places as [number, number, number];

  await test.step('all four join and each sees the others’ video', async () => {
    await joinClass(t, placeA);
    await joinClass(a, placeA);
    await joinClass(b, placeB);
    await joinClass(c, placeC);
    for (const label of [ASHA, BEN, CHITRA]) await expectVideoPlaying(t, label);
    for (const label of [TEACHER_TILE, BEN, CHITRA]) await expectVideoPlaying(a, label);
    for (const label of [TEACHER_TILE, ASHA, CHITRA]) await expectVideoPlaying(b, label);
    for (const label of [TEACHER_TILE, ASHA, BEN]) await expectVideoPlaying(c, label);
    await t.screenshot({ path: `${SHOTS}/teacher-grid-1440.png` });
    await a.screenshot({ path: `${SHOTS}/student-390.png` });
    // The phone's room fits its width: nothing to scroll sideways.
    expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  await test.step('the teacher spotlights Ben: his tile is large on the teacher’s page', async () => {
    await t.getByRole('button', { name: 'Spotlight Ben Okafor' }).click();
    const width = (label: string) =>
      t.getByRole('figure', { name: label }).evaluate((f) => f.getBoundingClientRect().width);
    await expect.poll(async () => (await width(BEN)) / (await width(ASHA))).toBeGreaterThan(2);
    await t.screenshot({ path: `${SHOTS}/teacher-spotlight-1440.png` });
    await t.getByRole('button', { name: 'Back to grid' }).click();
  });

  await test.step('the teacher mutes Chitra: the others see her muted and her sound stops', async () => {
    for (const page of [a, b]) await expectHeard(page, CHITRA);
    await t.getByRole('button', { name: 'Mute Chitra Iyer' }).click();
    await expect(t.getByRole('button', { name: 'Unmute Chitra Iyer' })).toBeVisible();
    await expect(t.getByRole('figure', { name: CHITRA }).getByText('Muted')).toBeVisible();
    await expect(
      c.getByRole('figure', { name: 'You (student)' }).getByText('Muted by the teacher'),
    ).toBeVisible();
    for (const page of [a, b]) {
      await expect(page.getByRole('figure', { name: CHITRA }).getByText('Muted')).toBeVisible();
      await expectSilent(page, CHITRA);
      await expectHeard(page, TEACHER_TILE);
    }
    await a.screenshot({ path: `${SHOTS}/student-muted-390.png` });
  });

  await test.step('chat from one student reaches all four', async () => {
    await b.getByRole('button', { name: /^Chat/ }).click();
    const chat = b.getByRole('dialog', { name: 'Live Chat' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Ready for the scale');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    for (const page of [t, a, c]) {
      await page.getByRole('button', { name: /^Chat/ }).click();
      await expect(
        page.getByRole('dialog', { name: 'Live Chat' }).getByText('Ready for the scale'),
      ).toBeVisible();
      await page.getByRole('dialog', { name: 'Live Chat' }).getByRole('button', { name: 'Close' }).click();
    }
    await chat.getByRole('button', { name: 'Close' }).click();
  });

  await test.step("the teacher records: everyone is told, and the file holds the teacher's and the heard students' sound, not the muted one's", async () => {
    await t.getByRole('button', { name: 'Record' }).click();
    for (const page of [a, b, c])
      await expect(
        page.getByText('Your teacher is recording this lesson. You can watch it later from your dashboard.'),
      ).toBeVisible();
    // A few parts' worth (3 s each) with the teacher's camera and the shown student side by side.
    await expect
      .poll(() => t.getByTestId('recording-indicator').textContent())
      .toMatch(/00:00:0[7-9]|00:00:[1-5]\d/);
    await t.getByRole('button', { name: 'Stop recording' }).click();
    // Ben's list has it (his place is not the one it is kept under), named for the group.
    type Listed = { student_name: string; status: string; file_url: string | null };
    const listed = async () =>
      ((await (await b.request.get('/api/my_recordings')).json()) as { recordings: Listed[] }).recordings;
    await expect
      .poll(async () => (await listed())[0]?.status, { timeout: 60_000 })
      .toMatch(/^(ready|failed)$/);
    // A join that failed says why (its reason is kept on the row, not shown to families).
    const [stored] = await own.database.db
      .select()
      .from(classRecordings)
      .orderBy(desc(classRecordings.id))
      .limit(1);
    expect(stored?.status, stored?.failure ?? '').toBe('ready');
    const [item] = await listed();
    expect(item?.student_name).toBe('the group');
    const sound = await decodedSound(b, item?.file_url as string, [QUIET_HZ, 440, 554, 659, 784]);
    const [quiet = 0, teacher = 0, asha = 0, ben = 0, chitra = 0] = sound.left;
    const db = (p: number) => 10 * Math.log10(p / (quiet + 1e-12));
    console.log(
      `group recording ${sound.seconds.toFixed(1)} s; over ${QUIET_HZ} Hz: teacher ${db(teacher).toFixed(1)} dB, Asha ${db(asha).toFixed(1)} dB, Ben ${db(ben).toFixed(1)} dB, Chitra (muted) ${db(chitra).toFixed(1)} dB`,
    );
    for (const heard of [teacher, asha, ben]) expect(db(heard)).toBeGreaterThan(13);
    // Muted for everyone in Janus, so not in the recording either.
    expect(db(chitra)).toBeLessThan(Math.min(db(teacher), db(asha), db(ben)) - 13);
  });

  await test.step('Ben leaves and rejoins: the others see him again', async () => {
    await b.getByRole('button', { name: 'Leave Class' }).click();
    for (const page of [t, a, c]) await expect(page.getByRole('figure', { name: BEN })).toHaveCount(0);
    await joinClass(b, placeB);
    for (const page of [t, a, c]) await expectVideoPlaying(page, BEN);
    await expectVideoPlaying(b, TEACHER_TILE);
    // Back after Chitra was muted: Janus's list of those in the room says so.
    await expect(b.getByRole('figure', { name: CHITRA }).getByText('Muted')).toBeVisible();
  });

  await test.step('the teacher opens a score and marks it: a student sees the page and the mark', async () => {
    await t.getByRole('button', { name: 'Score', exact: true }).click();
    await t.getByLabel('Score file').setInputFiles({
      name: 'Raag Yaman.pdf',
      mimeType: 'application/pdf',
      buffer: await numberedPdf(2),
    });
    await expect(t.getByRole('img', { name: 'Raag Yaman.pdf, page 1 of 2' })).toBeVisible();
    await drawStroke(t, [0.2, 0.3], [0.7, 0.35]);
    // Asha's panel opens by itself at the teacher's page, the teacher's stroke on it (read every 2 s).
    await expect(a.getByRole('img', { name: 'Raag Yaman.pdf, page 1 of 2' })).toBeVisible();
    await expect(a.locator('[data-testid="score-layer"] path[data-author="teacher"]')).toHaveCount(1);
    await t.screenshot({ path: `${SHOTS}/teacher-score-1440.png` });
    await a.screenshot({ path: `${SHOTS}/student-score-390.png` });
    expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await t.getByRole('button', { name: 'Score', exact: true }).click();
    // On a phone the score fills the screen, the room's header under it: closed from its toolbar.
    await a.getByRole('button', { name: 'Close score' }).click();
    await expect(a.getByRole('region', { name: 'Score' })).toHaveCount(0);
  });
});

test('Janus restarts mid-lesson: the room says Reconnecting... and comes back, video on every page', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A lesson of its own (another teacher, two other students), so it clashes with nothing above.
  const teacher = {
    email: 'uma@school.example',
    password: 'teacher-password-2',
    firstName: 'Uma',
    lastName: 'Nair',
  };
  const students = [
    { email: 'dev@school.example', firstName: 'Dev', lastName: 'Menon' },
    { email: 'esha@school.example', firstName: 'Esha', lastName: 'Kapoor' },
  ] as const;
  const { db } = own.database;
  const teacherId = (await createUser(db, { ...teacher, role: 'teacher' })).id;
  const ids: number[] = [];
  for (const s of students)
    ids.push((await createUser(db, { ...s, password: DEMO_PASSWORD, role: 'student' })).id);
  const [placeD, placeE] = (await groupLessonNow(ids, teacherId)) as [number, number];
  const [DEV, ESHA] = students.map((s) => caption(s, 'Student')) as [string, string];
  const UMA = caption(teacher, 'Teacher');

  const t = await openAs(browser, teacher.email, undefined, teacher.password);
  const d = await openAs(browser, students[0].email, PHONE);
  const e = await openAs(browser, students[1].email, { width: 1280, height: 800 });
  // Each page and the tiles it shows.
  const rooms: [string, Page, string[]][] = [
    ['teacher', t, [DEV, ESHA]],
    ['Dev', d, [UMA, ESHA]],
    ['Esha', e, [UMA, DEV]],
  ];

  await test.step('all three join and see each other’s video', async () => {
    await joinClass(t, placeD);
    await joinClass(d, placeD);
    await joinClass(e, placeE);
    for (const [, page, labels] of rooms) for (const label of labels) await expectVideoPlaying(page, label);
    // The teacher mutes Dev: a restarted Janus has forgotten it, and the teacher's page asks again.
    await t.getByRole('button', { name: 'Mute Dev Menon' }).click();
    await expect(e.getByRole('figure', { name: DEV }).getByText('Muted')).toBeVisible();
  });

  await test.step('Janus is killed: every page says Reconnecting...', async () => {
    await janus?.kill();
    for (const [, page] of rooms) await expect(page.getByText(RECONNECTING)).toBeVisible();
    await t.screenshot({ path: `${SHOTS}/teacher-reconnecting-1440.png` });
    await d.screenshot({ path: `${SHOTS}/student-reconnecting-390.png` });
  });

  await test.step('Janus starts again (same ports and config): every room rejoins, frames arrive again', async () => {
    await janus?.start();
    const back = Date.now();
    // Measured, not asserted: the product's 10 s is a figure to report (a loaded runner is slower).
    const took = await Promise.all(
      rooms.map(async ([who, page, labels]) => {
        await expect(page.getByText(RECONNECTING)).toHaveCount(0);
        // The tiles went with the old connections: a frame shown now came over the new ones.
        for (const label of labels) await expectVideoPlaying(page, label);
        return `${who} ${Date.now() - back}`;
      }),
    );
    const description = took.join(', ');
    test.info().annotations.push({ type: 'video back after Janus restarted (ms)', description });
    console.log(`video back after Janus restarted (ms): ${description}`);
  });

  await test.step('the teacher’s mute holds after the restart: Dev is muted for Esha again', async () => {
    await expect(e.getByRole('figure', { name: DEV }).getByText('Muted')).toBeVisible();
    await expect(t.getByRole('button', { name: 'Unmute Dev Menon' })).toBeVisible();
    await expectSilent(e, DEV);
    await expectHeard(e, UMA);
  });
});

/** What a page sends and hears of the lesson's sound, for music mode. */
type GroupSound = {
  /** Our microphone as the publisher sends it now. */
  echoCancellation: boolean | undefined;
  /** Our sound sent over one second (kbit/s), from the publisher's stats. */
  sentKbps: number;
  /** The Opus line of the answer Janus's offer got from us for the labelled member's feed. */
  receiveFmtp: string;
  /** Correlation of the labelled member's received left and right channels (1: mono). */
  correlation: number;
};

const groupSound = (page: Page, label: string): Promise<GroupSound> =>
  page.evaluate(async (label) => {
    const w = window as unknown as { __pcs: RTCPeerConnection[] };
    const live = w.__pcs.filter((pc) => pc.connectionState !== 'closed');
    const publisher = live.find((pc) => pc.getSenders().some((s) => s.track?.kind === 'audio'));
    const sender = publisher?.getSenders().find((s) => s.track?.kind === 'audio');
    const sent = async () => {
      let bytes = 0;
      let at = 0;
      (await sender?.getStats())?.forEach((s) => {
        if (s.type === 'outbound-rtp') [bytes, at] = [s.bytesSent, s.timestamp];
      });
      return { bytes, at };
    };
    const video = document.querySelector(`video[aria-label="${label} video"]`) as HTMLVideoElement;
    const sound = (video.srcObject as MediaStream).getAudioTracks()[0] as MediaStreamTrack;
    const feed = live.find((pc) => pc.getReceivers().some((r) => r.track === sound));
    const ctx = new AudioContext();
    const split = ctx.createChannelSplitter(2);
    const [l, r] = [ctx.createAnalyser(), ctx.createAnalyser()];
    l.fftSize = r.fftSize = 4096;
    ctx.createMediaStreamSource(new MediaStream([sound])).connect(split);
    split.connect(l, 0);
    split.connect(r, 1);
    await ctx.resume();
    const a = await sent();
    let [xy, xx, yy] = [0, 0, 0];
    const [left, right] = [new Float32Array(4096), new Float32Array(4096)];
    for (let i = 0; i < 8; i++) {
      await new Promise((done) => setTimeout(done, 125));
      l.getFloatTimeDomainData(left);
      r.getFloatTimeDomainData(right);
      left.forEach((x, j) => {
        const y = right[j] as number;
        [xy, xx, yy] = [xy + x * y, xx + x * x, yy + y * y];
      });
    }
    const b = await sent();
    await ctx.close();
    return {
      echoCancellation: sender?.track?.getSettings().echoCancellation as boolean | undefined,
      sentKbps: b.at > a.at ? ((b.bytes - a.bytes) * 8) / (b.at - a.at) : 0,
      receiveFmtp:
        /a=fmtp:\d+ (.*(?:useinbandfec|stereo).*)/.exec(feed?.localDescription?.sdp ?? '')?.[1] ?? '',
      correlation: xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 1,
    };
  }, label);

test('music mode set by the teacher applies to everyone: no voice processing, stereo at the music bitrate', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A lesson of its own (another teacher, two other students), so it clashes with nothing above.
  const teacher = {
    email: 'kiran@school.example',
    password: 'teacher-password-3',
    firstName: 'Kiran',
    lastName: 'Das',
  };
  const students = [
    { email: 'farah@school.example', firstName: 'Farah', lastName: 'Khan' },
    { email: 'gita@school.example', firstName: 'Gita', lastName: 'Pillai' },
  ] as const;
  const { db } = own.database;
  const teacherId = (await createUser(db, { ...teacher, role: 'teacher' })).id;
  const ids: number[] = [];
  for (const s of students)
    ids.push((await createUser(db, { ...s, password: DEMO_PASSWORD, role: 'student' })).id);
  const [placeF, placeG] = (await groupLessonNow(ids, teacherId)) as [number, number];
  const KIRAN = caption(teacher, 'Teacher');
  const FARAH = caption(students[0], 'Student');

  const t = await openAs(browser, teacher.email, undefined, teacher.password);
  // The teacher plays a different note on each side: heard in stereo, the two channels differ.
  await t.context().addInitScript(toneMicrophone(440, 660));
  const f = await openAs(browser, students[0].email, PHONE);
  const g = await openAs(browser, students[1].email, { width: 1280, height: 800 });
  await joinClass(t, placeF);
  await joinClass(f, placeF);
  await joinClass(g, placeG);
  for (const page of [f, g]) await expectVideoPlaying(page, KIRAN);
  await expectVideoPlaying(t, FARAH);

  const before = await groupSound(f, KIRAN);
  console.log(`voice mode, Farah's page: ${JSON.stringify(before)}`);
  // Voice: the spec's processing, and the teacher's two notes mixed to one channel.
  expect(before.echoCancellation).toBe(true);
  expect(before.correlation).toBeGreaterThan(0.8);
  // Answered in stereo from the start, so a switch needs no new subscription.
  expect(before.receiveFmtp).toContain('stereo=1');

  const header = (page: Page) => page.locator('header');
  await t.getByRole('switch', { name: 'Music mode' }).click();
  await expect(t.getByRole('switch', { name: 'Music mode' })).toHaveAttribute('aria-checked', 'true');
  for (const page of [f, g]) await expect(header(page).getByText('Music mode on')).toBeVisible();
  await t.getByRole('button', { name: 'OK' }).click(); // the headphones notice
  await header(t).screenshot({ path: `${SHOTS}/teacher-header-music-1440.png` });
  await header(f).screenshot({ path: `${SHOTS}/student-header-music-390.png` });
  await t.setViewportSize(PHONE);
  await header(t).screenshot({ path: `${SHOTS}/teacher-header-music-390.png` });
  await t.setViewportSize({ width: 1440, height: 900 });

  // Every page reopens its microphone without the processing; Farah hears the teacher in stereo.
  await expect.poll(async () => (await groupSound(g, KIRAN)).echoCancellation).toBe(false);
  await expect
    .poll(async () => (await groupSound(f, KIRAN)).correlation, { timeout: 30_000 })
    .toBeLessThan(0.5);
  const after = await groupSound(f, KIRAN);
  const teacherSends = await groupSound(t, FARAH);
  console.log(
    `music mode, Farah's page: ${JSON.stringify(after)}; the teacher sends ${teacherSends.sentKbps.toFixed(0)} kbit/s`,
  );
  test.info().annotations.push({
    type: 'group music mode',
    description: `teacher sends ${teacherSends.sentKbps.toFixed(0)} kbit/s; Farah's L/R correlation ${before.correlation.toFixed(2)} -> ${after.correlation.toFixed(2)}`,
  });
  expect(after.echoCancellation).toBe(false);
  expect(teacherSends.echoCancellation).toBe(false);
  // Music mode's 128 kbit/s, well above the ~32 the browser sends for a voice.
  expect(teacherSends.sentKbps).toBeGreaterThan(80);
});
