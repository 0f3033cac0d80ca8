import { expect, test } from '@playwright/test';
import {
  demoClassId,
  demoPair,
  expectBothIn,
  expectVideoPlaying,
  headerButtonPlaces,
  joinClass,
  signedIn,
} from './live-class-support.ts';

// Runs under playwright.live.config.ts: fake camera, microphone and screen, no ICE servers,
// inside a loopback-only network namespace (npm run test:e2e:live).

test('a teacher and a student hold a live class from joining to completion', async ({ browser, baseURL }) => {
  const base = baseURL as string;
  const { teacher, student, t, s } = await demoPair(browser, base);
  const classId = await demoClassId(t, 'Demo Piano Lesson');

  await test.step('the teacher joins and waits; the header shows the batch name', async () => {
    await joinClass(t, classId);
    await expect(t.getByRole('heading', { name: 'Demo Piano Lesson' })).toBeVisible();
    await expect(t.getByText('Waiting for student to join...')).toBeVisible();
    await expect(t.getByText('You (teacher)')).toBeVisible();
    await expect(t.getByRole('button', { name: 'Chat' })).toHaveCount(0);
    await expect(t.getByRole('button', { name: 'Share Screen' })).toHaveCount(0);
  });

  // The header's buttons, while the teacher is alone, at 1440 and at 390 px.
  const alone = await headerButtonPlaces(t);

  await test.step('the student joins; each sees the other video playing and the timer runs', async () => {
    await joinClass(s, classId);
    await expect(t.getByText('Waiting for student to join...')).toHaveCount(0);
    await expectVideoPlaying(t, 'Student');
    await expectVideoPlaying(s, 'Teacher');
    await expect(s.getByText('You (student)')).toBeVisible();
    await expect(t.locator('time')).not.toHaveText('00:00:00');
    await expect(t.locator('time')).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(t.getByText('Connection: good')).toBeVisible();
  });

  await test.step("the student's arrival moves none of the teacher's header buttons", async () => {
    await expectBothIn(t);
    const together = await headerButtonPlaces(t);
    expect(Object.keys(alone)).toContain('Score @1440');
    expect(Object.keys(alone)).toContain('Devices @390');
    for (const name of ['Whiteboard', 'Chat', 'Share Screen']) {
      expect(Object.keys(together)).toContain(`${name} @390`);
    }
    const moved = Object.keys(alone).filter(
      (name) => JSON.stringify(together[name]) !== JSON.stringify(alone[name]),
    );
    expect(
      moved,
      `moved: ${moved.map((n) => `${n} ${JSON.stringify(alone[n])} -> ${JSON.stringify(together[n])}`).join('; ')}`,
    ).toEqual([]);
  });

  await test.step('chat both ways, with the unread badge', async () => {
    await t.getByRole('button', { name: 'Chat' }).click();
    const tChat = t.getByRole('dialog', { name: 'Live Chat' });
    await expect(tChat.getByText('No messages yet. Start the conversation!')).toBeVisible();
    await tChat.getByRole('textbox', { name: 'Message' }).fill('  Hello from the teacher  ');
    await tChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(tChat.getByText('Hello from the teacher')).toBeVisible();
    await expect(tChat.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await expect(s.getByTestId('unread-badge')).toHaveText('1 unread');
    await s.getByRole('button', { name: /Chat/ }).click();
    const sChat = s.getByRole('dialog', { name: 'Live Chat' });
    await expect(sChat.getByText('Hello from the teacher')).toBeVisible();
    await expect(s.getByTestId('unread-badge')).toHaveCount(0);
    await sChat.getByRole('textbox', { name: 'Message' }).fill('Hello from the student');
    await sChat.getByRole('button', { name: 'Send' }).click();
    await expect(tChat.getByText('Hello from the student')).toBeVisible();
  });

  await test.step('a file sent by the student is shown and opened by the teacher', async () => {
    const sChat = s.getByRole('dialog', { name: 'Live Chat' });
    await sChat.locator('input[type=file]').setInputFiles({
      name: 'scales.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('C major, G major, D major\n'),
    });
    const tChat = t.getByRole('dialog', { name: 'Live Chat' });
    const link = tChat.getByRole('link', { name: 'scales.txt' });
    await expect(link).toBeVisible();
    const file = await t.request.get((await link.getAttribute('href')) as string);
    expect(file.status()).toBe(200);
    expect(await file.text()).toBe('C major, G major, D major\n');
    await tChat.getByRole('button', { name: 'Close' }).click();
    await sChat.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('notes are saved trimmed and loaded again', async () => {
    await t.getByRole('button', { name: 'Whiteboard' }).click();
    const notes = t.getByRole('dialog', { name: 'Whiteboard Notes' });
    const area = notes.getByRole('textbox');
    await expect(area).toHaveAttribute('rows', '15');
    await expect(area).toBeEnabled();
    await area.fill('  Practise scales: C major  ');
    await notes.getByRole('button', { name: 'Save Notes' }).click();
    await expect(notes.getByText('Saved')).toBeVisible();
    await notes.getByRole('button', { name: 'Close' }).click();
    await t.getByRole('button', { name: 'Whiteboard' }).click();
    await expect(t.getByRole('dialog', { name: 'Whiteboard Notes' }).getByRole('textbox')).toHaveValue(
      'Practise scales: C major',
    );
    await t.getByRole('dialog', { name: 'Whiteboard Notes' }).getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the teacher shares the screen, the student sees it, then it stops', async () => {
    await t.getByRole('button', { name: 'Share Screen' }).click();
    await expect(t.getByRole('button', { name: 'Stop Sharing' })).toBeVisible();
    await expect(s.getByText('Sharing screen')).toBeVisible();
    await expectVideoPlaying(s, 'Teacher');
    await t.getByRole('button', { name: 'Stop Sharing' }).click();
    await expect(s.getByText('Sharing screen')).toHaveCount(0);
    await expectVideoPlaying(s, 'Teacher');
  });

  await test.step('the student leaves and rejoins; the video comes back', async () => {
    await s.getByRole('button', { name: 'Leave Class' }).click();
    await expect(s).toHaveURL(`${base}/`);
    await expect(t.getByText('Your student left the meeting')).toBeVisible();
    await joinClass(s, classId);
    await expect(t.getByText('Your student left the meeting')).toHaveCount(0);
    await expectVideoPlaying(t, 'Student');
    await expectVideoPlaying(s, 'Teacher');
  });

  await test.step('the teacher leaves: the class is completed', async () => {
    await t.getByRole('button', { name: 'Leave Class' }).click();
    const confirm = t.getByRole('alertdialog');
    await expect(confirm).toContainText('This will mark the class as completed');
    await confirm.getByRole('button', { name: 'Leave Class' }).click();
    // The end screen offers the lesson's note, then the dashboard.
    await expect(t.getByRole('heading', { name: 'Class Completed' })).toBeVisible();
    await expect(t.getByRole('form', { name: /^Lesson note for / })).toBeVisible();
    await expect(s.getByText('Your teacher left the meeting')).toBeVisible();
    await t.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(t).toHaveURL(`${base}/dashboard`);
    await s.goto(`/live-class/${classId}`);
    await expect(s.getByRole('heading', { name: 'Class Completed' })).toBeVisible();
    await expect(
      s.getByText('This class has already been completed. Please join another class.'),
    ).toBeVisible();
    await expect(s.getByRole('link', { name: 'Go Home' })).toBeVisible();
  });

  await teacher.context.close();
  await student.context.close();
});

test('a student of another class is denied; a wrong class password shows the server message', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const other = await signedIn(browser, base, 'student2@example.com', { width: 390, height: 844 });
  const student = await signedIn(browser, base, 'student@example.com');
  const voiceId = await demoClassId(student.page, 'Demo Voice Lesson');

  await other.page.goto(`/live-class/${voiceId}`);
  await expect(other.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    other.page.getByText(
      'You are not authorized to join this class. Please join a class you are authorized for.',
    ),
  ).toBeVisible();
  await expect(other.page.getByRole('link', { name: 'Go Home' })).toBeVisible();

  const s = student.page;
  await s.goto(`/live-class/${voiceId}`);
  await s.getByRole('button', { name: 'Join Class' }).click();
  await expect(s.getByRole('alert')).toHaveText('Password is required');
  await s.getByLabel('Class password').fill('not-the-password');
  await s.getByRole('button', { name: 'Join Class' }).click();
  await expect(s.getByRole('alert')).toHaveText('Incorrect class password');
  await s.getByRole('button', { name: 'Cancel' }).click();
  await expect(s).toHaveURL(`${base}/`);

  await s.goto('/live-class/undefined');
  await expect(s.getByRole('heading', { name: 'Invalid class ID' })).toBeVisible();

  await other.context.close();
  await student.context.close();
});

test('without a sign-in the room sends the visitor home', async ({ page, baseURL }) => {
  await page.goto('/live-class/1');
  await expect(page).toHaveURL(`${baseURL}/`);
});
