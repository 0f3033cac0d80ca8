import { describe, expect, it } from 'vitest';
import { noteNameHz, noteNameShown, saveTuningsSchema, TUNING_TEXT, tuningFormSchema } from './tunings.ts';

describe('a tuning’s string notes', () => {
  it('reads names with sharps and flats, A4 = 440 Hz', () => {
    expect(noteNameHz('A4')).toBeCloseTo(440, 6);
    expect(noteNameHz('E2')).toBeCloseTo(82.407, 2);
    expect(noteNameHz('F#4')).toBeCloseTo(369.994, 2);
    expect(noteNameHz('F♯4')).toBeCloseTo(369.994, 2);
    expect(noteNameHz('Bb2')).toBeCloseTo(116.541, 2);
    expect(noteNameHz('d3')).toBeCloseTo(146.832, 2);
  });

  it('refuses what is not a note, or lies outside C1 to C7', () => {
    for (const bad of ['H3', 'A', 'A44', 'Sa', '', 'Cb1', 'C#7', 'A0'])
      expect(noteNameHz(bad), bad).toBeNull();
    expect(noteNameHz('C1')).not.toBeNull();
    expect(noteNameHz('C7')).not.toBeNull();
  });

  it('shows a name upper case with ♯ and ♭', () => {
    expect(['d3', 'f#4', 'bb2', 'B♭2'].map(noteNameShown)).toEqual(['D3', 'F♯4', 'B♭2', 'B♭2']);
  });
});

describe('the school’s tunings', () => {
  const tuning = {
    course: 'violin',
    label: 'Carnatic (Sa Pa Sa Pa on D)',
    strings: ['D3', 'A3', 'D4', 'A4'],
  };

  it('keeps a course’s tuning with its strings shown as the tuner names them', () => {
    const parsed = saveTuningsSchema.parse({ tunings: [{ ...tuning, strings: ['d3', 'a3', 'd4', 'a4'] }] });
    expect(parsed.tunings[0]?.strings).toEqual(['D3', 'A3', 'D4', 'A4']);
  });

  it('says which string is wrong, and refuses no strings, no name and a name twice in a course', () => {
    const messages = (input: unknown) =>
      saveTuningsSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ tunings: [{ ...tuning, strings: ['D3', 'X9'] }] })).toEqual([
      TUNING_TEXT.badNote('X9'),
    ]);
    expect(messages({ tunings: [{ ...tuning, strings: [] }] })).toEqual([TUNING_TEXT.noStrings]);
    expect(messages({ tunings: [{ ...tuning, label: '  ' }] })).toEqual([TUNING_TEXT.label]);
    expect(messages({ tunings: [{ ...tuning, course: 'kazoo' }] })).toEqual([TUNING_TEXT.course]);
    expect(messages({ tunings: [tuning, { ...tuning, label: tuning.label.toUpperCase() }] })).toEqual([
      TUNING_TEXT.sameName,
    ]);
    expect(saveTuningsSchema.safeParse({ tunings: [tuning, { ...tuning, course: 'guitar' }] }).success).toBe(
      true,
    );
  });
});

describe('the admin’s tuning form', () => {
  it('reads the strings from one line, by spaces or commas', () => {
    const parsed = tuningFormSchema.parse({
      course: 'guitar',
      label: 'Open D',
      strings: ' D2, A2 D3  f#3,A3 D4 ',
    });
    expect(parsed.strings).toEqual(['D2', 'A2', 'D3', 'F♯3', 'A3', 'D4']);
    const empty = tuningFormSchema.safeParse({ course: 'guitar', label: 'Open D', strings: '  ' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([TUNING_TEXT.noStrings]);
  });
});
