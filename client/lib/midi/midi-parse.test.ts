import { describe, expect, it } from 'vitest';
import { MidiParser } from './midi-parse.ts';

describe('MidiParser', () => {
  it('reads note on and note off on any channel', () => {
    const parser = new MidiParser();
    expect(parser.feed([0x90, 60, 100])).toEqual([{ type: 'note', note: 60, velocity: 100 }]);
    expect(parser.feed([0x83, 60, 64])).toEqual([{ type: 'note', note: 60, velocity: 0 }]);
    expect(parser.feed([0x9f, 21, 1])).toEqual([{ type: 'note', note: 21, velocity: 1 }]);
  });

  it('takes a note on at velocity 0 as a note off', () => {
    expect(new MidiParser().feed([0x90, 64, 0])).toEqual([{ type: 'note', note: 64, velocity: 0 }]);
  });

  it('reads running status: data bytes alone reuse the last status', () => {
    const parser = new MidiParser();
    expect(parser.feed([0x90, 60, 90, 64, 80, 60, 0])).toEqual([
      { type: 'note', note: 60, velocity: 90 },
      { type: 'note', note: 64, velocity: 80 },
      { type: 'note', note: 60, velocity: 0 },
    ]);
    // Across calls too, as separate Web MIDI events may be.
    expect(parser.feed([64, 0])).toEqual([{ type: 'note', note: 64, velocity: 0 }]);
  });

  it('keeps a message split across calls and ignores real-time bytes inside it', () => {
    const parser = new MidiParser();
    expect(parser.feed([0x90, 67])).toEqual([]);
    expect(parser.feed([0xf8, 70, 0xfe])).toEqual([{ type: 'note', note: 67, velocity: 70 }]);
  });

  it('reads the sustain pedal and the all-notes-off controllers', () => {
    const parser = new MidiParser();
    expect(parser.feed([0xb0, 64, 127, 0xb0, 64, 63])).toEqual([
      { type: 'pedal', down: true },
      { type: 'pedal', down: false },
    ]);
    expect(parser.feed([0xb0, 123, 0, 0xb0, 120, 0])).toEqual([{ type: 'all-off' }, { type: 'all-off' }]);
    expect(parser.feed([0xb0, 7, 100])).toEqual([]); // volume: not the keyboard's business
  });

  it('skips other messages, system exclusive and data without a status', () => {
    const parser = new MidiParser();
    expect(parser.feed([60, 100])).toEqual([]); // no status seen yet
    expect(parser.feed([0xc0, 5, 0xe0, 0, 64, 0xd0, 30])).toEqual([]); // program, bend, pressure
    expect(parser.feed([0x90, 60, 1, 0xf0, 0x7e, 60, 9, 0xf7]).length).toBe(1); // sysex data: not notes
    expect(parser.feed([60, 100])).toEqual([]); // sysex ended the running status
    expect(parser.feed([0x90, 72, 50])).toEqual([{ type: 'note', note: 72, velocity: 50 }]);
  });
});
