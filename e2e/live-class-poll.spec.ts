import { expect, test } from '@playwright/test';
import { demoClassId, demoPair, expectVideoPlaying, joinClass } from './live-class-support.ts';

// Runs under playwright.live.config.ts against the server set to LIVE_TRANSPORT=poll: the
// room uses the spec's polling calls only (status and signalling every second, chat every 2 s).

test('with polling only, a class works and a student who reloads unseen gets the video back', async ({
  browser,
  baseURL,
}) => {
  const { teacher, student, t, s } = await demoPair(browser, baseURL as string);
  const streams: string[] = [];
  for (const page of [t, s]) {
    page.on('request', (r) => {
      if (r.url().includes('/api/class_events')) streams.push(r.url());
    });
  }
  const classId = await demoClassId(t, 'Demo Piano Lesson');

  await test.step('both join and see each other, without an event stream', async () => {
    await joinClass(t, classId);
    await joinClass(s, classId);
    await expectVideoPlaying(t, 'Student');
    await expectVideoPlaying(s, 'Teacher');
    expect(streams).toEqual([]);
  });

  await test.step('chat arrives through the 2 s poll', async () => {
    await t.getByRole('button', { name: 'Chat' }).click();
    const tChat = t.getByRole('dialog', { name: 'Live Chat' });
    await tChat.getByRole('textbox', { name: 'Message' }).fill('Polling works too');
    await tChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(s.getByTestId('unread-badge')).toHaveText('1 unread');
    await tChat.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the student reloads while the teacher sees no status: the teacher connects afresh', async () => {
    // The teacher's status polls fail (if one comes) while the student leaves and comes back,
    // so the teacher never sees the leave: only the student's join count tells of a new page.
    await t.route('**/api/check_meeting_status.php*', (route) => route.abort('failed'));
    await joinClass(s, classId); // the room's page loads again: the old one's leave is sent as it goes
    await expect(s.getByText('Waiting for teacher to join...')).toHaveCount(0);
    await t.unroute('**/api/check_meeting_status.php*');
    await expectVideoPlaying(s, 'Teacher');
    await expectVideoPlaying(t, 'Student');
    await expect(t.getByText('Your student left the meeting')).toHaveCount(0);
  });

  // Both leave (the teacher's page going away records it too), leaving the class open.
  await s.getByRole('button', { name: 'Leave Class' }).click();
  await expect(t.getByText('Your student left the meeting')).toBeVisible();
  await t.goto('about:blank');
  await teacher.context.close();
  await student.context.close();
});
