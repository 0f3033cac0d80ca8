import type { Page } from '@playwright/test';
import { API } from '../common/api.ts';
import { wavHeader } from '../scripts/wav-header.ts';
import { accessibilityViolations, WCAG_2_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { watchConsole } from './support.ts';

// Issue 30 on the dashboards: the teacher sets an assignment, answers the student's take on its
// waveform (a comment at 0:05, 'Again'), and the student reads the answer and logs practice. The
// take is sent through the API here: the practice room that records it has journeys of its own.
// Issue 47: the student replays the take, and the admin finds the student and sees it all.

/** A 10 s WAV: a tone in beats, loud enough to draw. */
function take(seconds = 10): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const level = Math.exp(-((t % 0.75) / 0.75) * 6);
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * 220 * t) * level * 30_000), i * 2);
  }
  return Buffer.concat([wavHeader({ channels: 1, rate, dataBytes: data.length }), data]);
}

async function expectAccessible(page: Page, what: string) {
  expect(await accessibilityViolations(page, WCAG_2_AA), what).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), what).toBe(0);
}

test('the teacher sets Teentaal at 80 and answers a take at 0:05 with Again; the student reads it, replays the take and logs two minutes; the admin sees it all', async ({
  page,
  openAs,
  makeClass,
}) => {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const lesson = await makeClass();
  const teacher = (await openAs(lesson.teacher.email, { viewport })).page;
  const student = (await openAs(lesson.student.email, { viewport })).page;
  const problems = [...[teacher, student].map((p) => watchConsole(p))];

  await teacher.goto('/dashboard');
  const practice = teacher.getByRole('region', { name: 'Practice' });
  await practice.getByLabel('Title').fill('Teentaal at 80');
  await practice.getByLabel('Tempo goal (bpm, optional)').fill('80');
  await practice.getByLabel('Tala').selectOption({ label: 'Teentaal' });
  const due = practice.getByLabel('Due lesson');
  const option = due.locator('option', { hasText: lesson.batch });
  await due.selectOption((await option.getAttribute('value')) ?? '');
  await practice.getByRole('button', { name: 'Set assignment' }).click();
  const card = practice.getByRole('article', { name: 'Teentaal at 80' });
  await expect(card).toContainText('80 bpm in Teentaal');
  await expect(card).toContainText('No takes sent yet.');

  // The student sends a take of it (what the practice room does).
  const { Assignments } = await (await student.request.get(`/api${API.courseAssignments}`)).json();
  const id = Assignments[0].id as number;
  const sent = await student.request.post(
    `/api${API.courseAssignments}/${id}/takes?duration_ms=10000&note=First`,
    {
      headers: { 'content-type': 'audio/wav' },
      data: take(),
    },
  );
  expect(sent.ok()).toBe(true);

  await teacher.reload();
  await card.getByRole('button', { name: 'Play take' }).click();
  await expect(card.getByLabel('The take', { exact: true })).toHaveAttribute(
    'src',
    /\/api\/course\/takes\/\d+\/file$/,
  );
  await expect(card.getByText('Drawing the waveform...')).toBeHidden();
  await expect(card.getByText(/could not be drawn/)).toBeHidden();
  const waveform = card.getByRole('slider', { name: 'Moment of the take' });
  await card.getByLabel('The take', { exact: true }).evaluate((audio: HTMLAudioElement) => audio.pause());
  await waveform.press('Home');
  for (let i = 0; i < 5; i++) await waveform.press('ArrowRight');
  await expect(waveform).toHaveAttribute('aria-valuetext', '0:05');
  await card.getByLabel('Comment', { exact: true }).fill('Rushing into the khali');
  await card.getByRole('button', { name: 'Add comment' }).click();
  const comments = card.getByRole('list', { name: 'Comments on the take' });
  await expect(comments).toContainText('0:05');
  await expect(comments).toContainText('Rushing into the khali');
  await expectAccessible(teacher, 'the teacher with a take open');
  await card.getByRole('textbox', { name: 'Answer' }).fill('Once more, calmer at the khali.');
  await card.getByRole('radio', { name: 'Again' }).check();
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card).toContainText('Your answer');
  await expect(card).toContainText('State: Again');

  await student.goto('/dashboard');
  const mine = student.getByRole('region', { name: 'Practice' });
  await expect(mine.getByRole('heading', { name: 'Practice', level: 2 })).toBeVisible();
  const assignment = mine.getByRole('article', { name: 'Teentaal at 80' });
  await expect(assignment.getByRole('link', { name: 'Practise' })).toHaveAttribute(
    'href',
    `/practice?assignment=${id}`,
  );
  await expect(assignment).toContainText('Once more, calmer at the khali.');
  await expect(assignment.getByRole('list', { name: 'Comments on the take' })).toContainText(
    '0:05Rushing into the khali',
  );
  await expect(assignment).toContainText('State: Again');

  // The student hears their take again on the teacher's player, from the comment's moment.
  await assignment.getByRole('button', { name: 'Play take' }).click();
  await expect(assignment.getByLabel('The take', { exact: true })).toHaveAttribute(
    'src',
    /\/api\/course\/takes\/\d+\/file$/,
  );
  await expect(assignment.getByText('Drawing the waveform...')).toBeHidden();
  await expect(assignment.getByText(/could not be drawn/)).toBeHidden();
  await assignment.getByRole('button', { name: 'Play from 0:05' }).click();
  await expect(assignment.getByRole('slider', { name: 'Moment of the take' })).toHaveAttribute(
    'aria-valuetext',
    '0:05',
  );
  await expect(assignment.getByRole('button', { name: 'Add comment' })).toHaveCount(0);
  await expectAccessible(student, 'the student replaying a take');
  await assignment.getByRole('button', { name: 'Hide take' }).click();

  const week = mine.getByRole('region', { name: 'This week' });
  await expect(week.getByRole('status')).toHaveText(/In all: 0 min/);
  // Before the entry's toast, whose colours are mid-animation for a moment.
  await expectAccessible(student, "the student's dashboard");
  await week.getByLabel('Minutes').fill('2');
  await week.getByLabel('Assignment').selectOption({ label: 'Teentaal at 80' });
  await week.getByRole('button', { name: 'Add practice' }).click();
  await expect(week.getByRole('status')).toHaveText('In all: 2 min');
  await expect(week.getByText('Teentaal at 80: 2 min', { exact: true })).toBeVisible();

  // The school sees it all too: the admin finds the student, reads the assignment and hears the take.
  const admin = (await openAs('admin', { viewport })).page;
  problems.push(watchConsole(admin));
  await admin.goto('/dashboard?tab=practice');
  const school = admin.getByRole('region', { name: 'Practice' });
  await expect(
    school.getByText('Choose a student to see their assignments, takes and practice.'),
  ).toBeVisible();
  await school.getByRole('searchbox', { name: 'Find a student' }).fill(lesson.student.email);
  await school.getByRole('button', { name: 'Search' }).click();
  const picker = school.getByLabel('Student', { exact: true });
  await expect(picker.locator('option')).toHaveText([
    'Choose a student',
    `${lesson.student.name} (${lesson.student.email})`,
  ]);
  await picker.selectOption({ label: `${lesson.student.name} (${lesson.student.email})` });
  await expect(school.getByRole('heading', { name: `${lesson.student.name}'s assignments` })).toBeVisible();
  const seen = school.getByRole('article', { name: 'Teentaal at 80' });
  await expect(seen.getByText(`Set by ${lesson.teacher.name}.`)).toBeVisible();
  await expect(seen.getByText("Teacher's answer", { exact: false })).toBeVisible();
  await expect(seen.getByText('Once more, calmer at the khali.')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Play take' }).click();
  await expect(seen.getByLabel('The take', { exact: true })).toHaveAttribute(
    'src',
    /\/api\/course\/takes\/\d+\/file$/,
  );
  await expect(seen.getByText('Drawing the waveform...')).toBeHidden();
  await expect(seen.getByText(/could not be drawn/)).toBeHidden();
  await expect(seen.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  await expect(school.getByRole('region', { name: 'This week' }).getByRole('status')).toHaveText(
    'In all: 2 min',
  );
  await expectAccessible(admin, "the school's view of the student's practice");
  expect(problems.flat()).toEqual([]);
});
