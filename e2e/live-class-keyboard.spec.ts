import { expect, test } from '@playwright/test';
import {
  alsaSequencer,
  FAKE_MIDI_NAME,
  installFakeMidi,
  playMidi,
  removeWebMidi,
} from '../scripts/fake-midi.ts';
import { createOwnClass, demoPair, expectBothIn, joinClass, signedIn } from './live-class-support.ts';

// The shared keyboard: the student's MIDI keyboard (the FALLBACK fake of scripts/fake-midi.ts, as this
// machine has no ALSA sequencer for a virtual port) plays raw MIDI bytes; the teacher, in a
// browser without Web MIDI, is told so and sees the student's keys held, by the keyboard's text
// alternative, and their release.

test('the teacher sees the keys the student holds on a MIDI keyboard, and their release', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  test.info().annotations.push({
    type: 'midi',
    description: alsaSequencer()
      ? 'an ALSA sequencer exists, but the journey still uses the fake MIDI input (scripts/fake-midi.ts)'
      : 'no /dev/snd/seq here: the fake MIDI input of scripts/fake-midi.ts (the fallback) plays the bytes',
  });
  const base = baseURL as string;
  const { teacher, student, t, s } = await demoPair(browser, base);
  await installFakeMidi(student.context);
  await removeWebMidi(teacher.context);
  const admin = await signedIn(browser, base, 'admin@example.com');
  const classId = await createOwnClass(
    admin.page,
    { teacher: t, student: s },
    'Shared Keyboard Lesson',
    '19:00',
  );
  await admin.context.close();

  await joinClass(t, classId);
  await joinClass(s, classId);
  await expectBothIn(t, s);

  // The teacher's browser has no Web MIDI: the panel says so, and still shows the student's keys.
  await t.getByRole('button', { name: 'Keyboard', exact: true }).click();
  await expect(t.getByTestId('midi-unsupported')).toHaveText(
    'This browser has no Web MIDI, so a MIDI keyboard cannot be used in it. Chrome, Edge and Firefox have Web MIDI.',
  );
  await expect(t.getByRole('button', { name: 'Share my MIDI keyboard' })).toBeDisabled();
  const theirs = t.getByRole('region', { name: 'The student’s keys' });
  await expect(theirs.getByTestId('keys-held')).toHaveText('The student is not sharing a keyboard.');

  await s.getByRole('button', { name: 'Keyboard', exact: true }).click();
  await s.getByRole('button', { name: 'Share my MIDI keyboard' }).click();
  await expect(s.getByTestId('midi-devices')).toHaveText(`Reading ${FAKE_MIDI_NAME}.`);
  await expect(theirs.getByTestId('keys-held')).toHaveText('No keys held.');

  // A C major chord, the last two notes in running status.
  await playMidi(s, [0x90, 60, 100, 64, 90, 67, 80]);
  await expect(theirs.getByTestId('keys-held')).toHaveText(
    'Keys held: C4 (velocity 100), E4 (velocity 90), G4 (velocity 80).',
  );
  await expect(s.getByRole('region', { name: 'Your keys' }).getByTestId('keys-held')).toHaveText(
    'Keys held: C4 (velocity 100), E4 (velocity 90), G4 (velocity 80).',
  );
  // The pedal down, and E4 let go by a note on at velocity 0.
  await playMidi(s, [0xb0, 64, 127, 0x90, 64, 0]);
  await expect(theirs.getByTestId('keys-held')).toHaveText(
    'Keys held: C4 (velocity 100), G4 (velocity 80). Sustain pedal down.',
  );
  // The teacher hears them through the built-in piano sound, and the rest are let go.
  await t.getByLabel('Play their keys here with a simple piano sound').check();
  await playMidi(s, [0x80, 60, 0, 0x80, 67, 0, 0xb0, 64, 0]);
  await expect(theirs.getByTestId('keys-held')).toHaveText('No keys held.');
  await expect(theirs.locator('rect[data-note]')).toHaveCount(0);
  await playMidi(s, [0x90, 21, 127]);
  await expect(theirs.locator('rect[data-note]')).toHaveAttribute('data-note', 'A0');

  // The student stops sharing: the teacher is told, and the key still down goes.
  await s.getByRole('button', { name: 'Stop sharing my keyboard' }).click();
  await expect(theirs.getByTestId('keys-held')).toHaveText('The student is not sharing a keyboard.');
  await expect(theirs.locator('rect[data-note]')).toHaveCount(0);
});
