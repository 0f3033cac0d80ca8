// Part of `npm run screenshots:live`: the shared keyboard, the student playing a chord with the
// pedal down on the fake MIDI keyboard (scripts/fake-midi.ts), the teacher's panel and the
// student's, at 1440 and 390 px; and the practice room's Keyboard card where there is no Web MIDI.
import type { Page } from '@playwright/test';
import { fakeMidiNow, playMidi } from './fake-midi.ts';

const sizes = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;

export async function keyboardShots(
  teacher: Page,
  student: Page,
  shot: (page: Page, name: string) => Promise<void>,
) {
  await fakeMidiNow(student);
  for (const p of [teacher, student]) await p.getByRole('button', { name: 'Keyboard', exact: true }).click();
  await student.getByRole('button', { name: 'Share my MIDI keyboard' }).click();
  await playMidi(student, [0xb0, 64, 127, 0x90, 48, 70, 60, 110, 64, 90, 67, 80, 70, 50]);
  await teacher.getByText('Keys held: C3 (velocity 70), C4').waitFor();
  // The room shots before this one are teacher 1440 and student 390.
  await shot(teacher, 'live-class-keyboard-teacher-1440');
  await shot(student, 'live-class-keyboard-student-390');
  await teacher.setViewportSize(sizes[390]);
  await student.setViewportSize(sizes[1440]);
  await shot(teacher, 'live-class-keyboard-teacher-390');
  await shot(student, 'live-class-keyboard-student-1440');
  await playMidi(student, [0xb0, 123, 0]);
  await student.getByRole('button', { name: 'Stop sharing my keyboard' }).click();
  for (const p of [teacher, student]) await p.getByRole('button', { name: 'Close keyboard' }).click();
  await teacher.setViewportSize(sizes[1440]);
  await student.setViewportSize(sizes[390]);
}
