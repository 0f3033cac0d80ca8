import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, headlessShellPath } from '../scripts/chromium-path.mjs';
import { expect, test } from './fixtures.ts';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

// Practice between lessons end to end (issue 30): the teacher sets an assignment with Teentaal
// at 80 on the dashboard; the student opens it in the practice room, where the metronome starts
// at 80 in Teentaal, practises two minutes (a controlled clock), records a 10 s take with the fake
// microphone and sends it; the teacher plays the take, comments at 0:05 and marks it 'Again'; the
// student sees the answer, the comment at 0:05 and two minutes in the week.

test.use({
  launchOptions: {
    executablePath: headlessShellPath() ?? undefined,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
  },
});

test(
  'an assignment set, practised, recorded, answered and seen again',
  ANY_WIDTH,
  async ({ makeClass, openAs }) => {
    test.slow(); // two people, a 10 s take and the dashboards twice each
    const cls = await makeClass();
    const { page: teacher } = await openAs(cls.teacher.email);
    const teacherProblems = watchConsole(teacher);

    // The teacher sets the assignment on their dashboard.
    await teacher.goto('/dashboard');
    await waitForHydration(teacher);
    const practice = teacher.getByRole('region', { name: 'Practice' });
    await expect(
      practice.getByRole('heading', { name: `Set an assignment for ${cls.student.name}` }),
    ).toBeVisible();
    await practice.getByLabel('Title').fill('Alaap in Yaman');
    await practice.getByLabel('Tempo goal (bpm, optional)').fill('80');
    await practice.getByLabel('Tala').selectOption('teentaal');
    await practice.getByRole('button', { name: 'Set assignment' }).click();
    await expect(practice.getByRole('heading', { name: 'Alaap in Yaman' })).toBeVisible();

    // The student finds it on theirs and opens it in the practice room: Teentaal at 80.
    const { page: student, context: studentContext } = await openAs(cls.student.email);
    const studentProblems = watchConsole(student);
    await studentContext.clock.install();
    await student.goto('/dashboard');
    await waitForHydration(student);
    const mine = student.getByRole('region', { name: 'Practice' });
    await expect(mine.getByRole('heading', { name: 'Alaap in Yaman' })).toBeVisible();
    await mine.getByRole('link', { name: 'Practise' }).click();
    await expect(student).toHaveURL(/\/practice\?assignment=\d+$/);
    await expect(student.getByRole('heading', { name: 'Alaap in Yaman' })).toBeVisible();
    await student.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(student.getByTestId('metronome-summary')).toHaveText(
      '80 beats a minute, Teentaal (16 beats)',
    );
    await expect(student.getByRole('list', { name: 'Teentaal, 16 beats' })).toBeVisible();

    // Two minutes of practice on the controlled clock, counted into the log when the metronome stops.
    await studentContext.clock.fastForward(120_000);
    await student.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(student.getByText('Practised today: 2 min')).toBeVisible();

    // A 10 s take needs real seconds of sound: the installed clock flows as real time does.
    await student.getByRole('button', { name: 'Record a take' }).click();
    await expect(student.getByText(/^Recording 0:0\d$/)).toBeVisible();
    // The take runs its 10 s: the recorder's own count says when.
    await expect(student.getByText('Recording 0:10')).toBeVisible({ timeout: 30_000 });
    await student.getByRole('button', { name: 'Stop recording' }).click();
    await expect(student.getByLabel('Your take')).toBeVisible();
    await student.getByLabel('Note for your teacher (optional)').fill('The taans rush');
    await student.getByRole('button', { name: 'Send to teacher' }).click();
    await expect(student.getByText('Your take was sent to your teacher.')).toBeVisible();

    // The teacher plays the take, comments at 0:05 and marks the assignment 'Again'.
    await teacher.reload();
    await waitForHydration(teacher);
    await expect(practice.getByText(/The taans rush/)).toBeVisible();
    await practice.getByRole('button', { name: 'Play take' }).click();
    const take = practice.getByLabel('The take', { exact: true });
    await expect.poll(() => take.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
    const comment = practice.getByRole('form', { name: 'Comment on the take' });
    await comment.getByLabel('Time (m:ss)').fill('0:05');
    await comment.getByLabel('Comment').fill('Breathe before the taan');
    await comment.getByRole('button', { name: 'Add comment' }).click();
    await expect(practice.getByRole('list', { name: 'Comments on the take' })).toContainText(
      '0:05Breathe before the taan',
    );
    const answer = practice.getByRole('form', { name: 'Answer the take' });
    await answer.getByLabel('Answer').fill('Good tone. Once more, slower in the taans.');
    await answer.getByLabel('Again').check();
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(practice.getByText('Good tone. Once more, slower in the taans.')).toBeVisible();

    // The student sees the answer, the comment at 0:05, and two minutes this week.
    await student.goto('/dashboard');
    await waitForHydration(student);
    await expect(mine.getByText("Teacher's answer")).toBeVisible();
    await expect(mine.getByText('Good tone. Once more, slower in the taans.')).toBeVisible();
    await expect(mine.getByRole('list', { name: 'Comments on the take' })).toContainText(
      '0:05Breathe before the taan',
    );
    await expect(mine.getByRole('article', { name: 'Alaap in Yaman' })).toContainText('State: Again');
    const week = mine.getByRole('region', { name: 'This week' });
    await expect(week.getByRole('status')).toHaveText('In all: 2 min');
    expect(teacherProblems).toEqual([]);
    expect(studentProblems).toEqual([]);
  },
);
