// Part of `npm run screenshots:live`: the practice tools open in the room, the teacher's panel
// (Teentaal at 120 and the drone playing) and the student's, at 1440 and 390 px.
import type { Page } from '@playwright/test';

const sizes = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;

export async function practiceShots(
  teacher: Page,
  student: Page,
  shot: (page: Page, name: string) => Promise<void>,
) {
  for (const p of [teacher, student]) await p.getByRole('button', { name: /^Practice tools/ }).click();
  await teacher.getByLabel('Tala').selectOption('teentaal');
  const tempo = teacher.getByLabel('Tempo (beats a minute)');
  await tempo.fill('120');
  await tempo.press('Enter');
  await teacher.getByRole('button', { name: 'Start metronome' }).click();
  await teacher.getByLabel('Sa (tonic)').selectOption('D');
  await teacher.getByRole('button', { name: 'Start drone' }).click();
  await student.getByText('Sa D 0 cents, first string Pa').waitFor();
  await student
    .getByTestId('practice-beat')
    .and(student.locator('[data-beat]:not([data-beat=""])'))
    .waitFor();
  // The room shots before this one are teacher 1440 and student 390.
  await shot(teacher, 'live-class-practice-teacher-1440');
  await shot(student, 'live-class-practice-student-390');
  await teacher.setViewportSize(sizes[390]);
  await student.setViewportSize(sizes[1440]);
  await shot(teacher, 'live-class-practice-teacher-390');
  await shot(student, 'live-class-practice-student-1440');
  await teacher.getByRole('button', { name: 'Stop metronome' }).click();
  await teacher.getByRole('button', { name: 'Stop drone' }).click();
  for (const p of [teacher, student]) await p.getByRole('button', { name: 'Close practice tools' }).click();
  await teacher.setViewportSize(sizes[1440]);
  await student.setViewportSize(sizes[390]);
}
