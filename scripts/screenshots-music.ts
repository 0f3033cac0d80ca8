// Part of `npm run screenshots:live`: the room with music mode off and on, then low latency, for
// teacher and student at 390 and 1440 px (the headphones notice showing, then dismissed).
import { expect, type Page } from '@playwright/test';

const sizes = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;

export async function musicModeShots(
  teacher: Page,
  student: Page,
  shot: (page: Page, name: string) => Promise<void>,
) {
  // The room shots before this one are teacher 1440 and student 390 in voice mode: swap widths.
  await teacher.setViewportSize(sizes[390]);
  await student.setViewportSize(sizes[1440]);
  await shot(teacher, 'live-class-music-off-teacher-390');
  await shot(student, 'live-class-music-off-student-1440');
  await teacher.getByRole('switch', { name: 'Music mode' }).click();
  await student.getByText('Music mode on').waitFor();
  for (const p of [teacher, student]) await p.getByRole('alert').waitFor();
  await shot(teacher, 'live-class-music-on-notice-teacher-390');
  await shot(student, 'live-class-music-on-notice-student-1440');
  for (const p of [teacher, student]) await p.getByRole('button', { name: 'OK' }).click();
  await teacher.setViewportSize(sizes[1440]);
  await student.setViewportSize(sizes[390]);
  await shot(teacher, 'live-class-music-on-teacher-1440');
  await shot(student, 'live-class-music-on-student-390');
  // Low latency: the teacher's second switch and its cost; the delay readout on both.
  await teacher.getByRole('switch', { name: 'Low latency' }).click();
  await student.getByText('Music mode on, low latency').waitFor();
  // The teacher's switch is greyed while its call runs, and lighter under the pointer: shoot it
  // settled on, with the pointer away.
  await expect(teacher.getByRole('switch', { name: 'Low latency', checked: true })).toBeEnabled();
  await teacher.mouse.move(0, 0);
  // The delay readout has a figure on both sides (it reads every 2 s).
  for (const p of [teacher, student]) await p.getByText(/Delay:\s*\d+ ms/).waitFor();
  await shot(teacher, 'live-class-low-latency-teacher-1440');
  await shot(student, 'live-class-low-latency-student-390');
  await teacher.setViewportSize(sizes[390]);
  await shot(teacher, 'live-class-low-latency-teacher-390');
}
