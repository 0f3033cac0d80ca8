import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { type Coturn, hasCoturn, startCoturn } from '../scripts/coturn.ts';
import { startLiveServer } from '../scripts/live-test-server.ts';
import { demoClassId, expectVideoPlaying, joinClass, signedIn } from './live-class-support.ts';
import { connectionReport, recordConnections } from './live-network-support.ts';

// Runs under playwright.network.config.ts (project live-relay), inside the loopback-only namespace:
// Debian's coturn on 127.0.0.1 with use-auth-secret, and two servers of the test's own (fresh
// demo data each) with ICE_TRANSPORT_POLICY=relay: one holds coturn's secret, one a wrong one.

const base = Number(process.env.E2E_PORT ?? 3211) + 10;
const TURN_PORT = base + 10;
const SECRET = 'relay-test-secret-0123456789';
const relayEnv = (secret: string) => ({
  TURN_URLS: `turn:127.0.0.1:${TURN_PORT}?transport=udp`,
  TURN_SECRET: secret,
  ICE_TRANSPORT_POLICY: 'relay',
});
const RELAY_REFUSED = /relay server refused this lesson's credentials/;

let coturn: Coturn | null = null;
const servers: ChildProcess[] = [];

test.describe.configure({ timeout: 300_000 });
test.skip(!hasCoturn(), 'coturn is not installed (node scripts/ensure-coturn.mjs installs it)');

test.beforeAll(async () => {
  coturn = await startCoturn(TURN_PORT, SECRET);
  servers.push(
    ...(await Promise.all([
      startLiveServer(base, 'push', relayEnv(SECRET)),
      startLiveServer(base + 1, 'push', relayEnv('not-the-coturn-secret-at-all')),
    ])),
  );
});

test.afterAll(async () => {
  for (const s of servers) s.kill();
  await coturn?.stop();
});

test('through TURN only: relay pair, media both ways, chat kept while offline, coturn restarted, wrong secret', async ({
  browser,
}) => {
  const url = `http://127.0.0.1:${base}`;
  const teacher = await signedIn(browser, url, 'teacher@example.com');
  const student = await signedIn(browser, url, 'student@example.com', { width: 390, height: 844 });
  const t = teacher.page;
  const s = student.page;
  for (const c of [teacher.context, student.context]) await c.addInitScript(recordConnections);
  const classId = await demoClassId(t, 'Demo Piano Lesson');

  await test.step('both join; video and audio flow both ways over a relay pair', async () => {
    await joinClass(t, classId);
    await joinClass(s, classId);
    await expectVideoPlaying(t, 'Student');
    await expectVideoPlaying(s, 'Teacher');
    for (const page of [t, s]) {
      await expect
        .poll(async () => {
          const r = await connectionReport(page);
          return { local: r.local, remote: r.remote, audio: r.audioIn > 0, video: r.videoIn > 0 };
        })
        .toEqual({ local: 'relay', remote: 'relay', audio: true, video: true });
    }
    await expect(t.getByText('Connection: good')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('chat typed while the student is offline goes out once, in order, when it is back', async () => {
    await t.getByRole('button', { name: 'Chat' }).click();
    const tChat = t.getByRole('dialog', { name: 'Live Chat' });
    await s.getByRole('button', { name: /Chat/ }).click();
    const sChat = s.getByRole('dialog', { name: 'Live Chat' });
    await student.context.setOffline(true);
    for (const text of ['First while offline', 'Second while offline']) {
      await sChat.getByRole('textbox', { name: 'Message' }).fill(text);
      await sChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    }
    await expect(sChat.getByTestId('pending-chat')).toHaveCount(2);
    await student.context.setOffline(false);
    await expect(sChat.getByTestId('pending-chat')).toHaveCount(0, { timeout: 15_000 });
    await expect(tChat.getByText('Second while offline')).toBeVisible();
    const texts = await tChat.getByRole('listitem').allInnerTexts();
    const sent = texts.filter((x) => x.includes('while offline'));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('First');
    await tChat.getByRole('button', { name: 'Close' }).click();
    await sChat.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('coturn restarts (every allocation lost): the room restarts ICE, no rejoin', async () => {
    const before = await Promise.all([connectionReport(t), connectionReport(s)]);
    const timer = await t.locator('time').innerText();
    await coturn?.stop();
    coturn = await startCoturn(TURN_PORT, SECRET);
    const back = Date.now();
    await expect(t.getByText('Reconnecting...').or(s.getByText('Reconnecting...')).first()).toBeVisible({
      timeout: 20_000,
    });
    for (const [i, page] of [t, s].entries()) {
      const was = before[i] as Awaited<ReturnType<typeof connectionReport>>;
      await expect
        .poll(
          async () => {
            const r = await connectionReport(page);
            return r.state === 'connected' && r.videoIn > was.videoIn + 30 && r.audioIn > was.audioIn + 30;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect((await connectionReport(page)).connections).toBe(was.connections);
    }
    test.info().annotations.push({ type: 'media back after coturn restart (ms)', description: String(Date.now() - back) });
    await expect(t.getByText('Reconnecting...')).toHaveCount(0);
    await expect(s.getByText('Reconnecting...')).toHaveCount(0);
    expect((await t.locator('time').innerText()) > timer).toBe(true);
  });

  await s.getByRole('button', { name: 'Leave Class' }).click();
  await t.goto('about:blank');
  await teacher.context.close();
  await student.context.close();

  await test.step('with a wrong secret the room says the relay refused it, not a silent black video', async () => {
    const wrong = `http://127.0.0.1:${base + 1}`;
    const t2 = await signedIn(browser, wrong, 'teacher@example.com');
    const s2 = await signedIn(browser, wrong, 'student@example.com');
    const id = await demoClassId(t2.page, 'Demo Piano Lesson');
    await joinClass(t2.page, id);
    await joinClass(s2.page, id);
    await expect(t2.page.getByText(RELAY_REFUSED)).toBeVisible();
    await expect(s2.page.getByText(RELAY_REFUSED)).toBeVisible();
    await t2.context.close();
    await s2.context.close();
  });
});
