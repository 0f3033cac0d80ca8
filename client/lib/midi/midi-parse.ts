// MIDI bytes to the few things a shared keyboard needs: notes, the sustain pedal, and "all notes
// off". Web MIDI hands over whole messages, but a message may lean on the status byte before it
// (running status) and real-time bytes (clock, active sensing) may fall between, so the bytes are
// read as a stream, one parser per input port.

export type MidiEvent =
  /** A key down (velocity 1-127) or up (velocity 0: note off, or note on at velocity 0). */
  | { type: 'note'; note: number; velocity: number }
  /** The sustain (damper) pedal, controller 64: down from 64 up. */
  | { type: 'pedal'; down: boolean }
  /** Controllers 120 (all sound off) and 123 (all notes off): nothing is held any more. */
  | { type: 'all-off' };

export type TimedMidiEvent = MidiEvent & { /** performance.now() ms when it was played. */ at: number };

const NOTE_OFF = 0x80;
const NOTE_ON = 0x90;
const CONTROL = 0xb0;
const SUSTAIN = 64;
const ALL_SOUND_OFF = 120;
const ALL_NOTES_OFF = 123;

/** How many data bytes follow each channel status (by its high nibble). */
const DATA_BYTES: Record<number, number> = {
  128: 2,
  144: 2,
  160: 2,
  176: 2,
  192: 1,
  208: 1,
  224: 2,
};

export class MidiParser {
  /** The running status: the last channel status byte, or 0 after a system message. */
  private status = 0;
  private data: number[] = [];
  private inSysex = false;

  /** The events in these bytes (a message may span calls). */
  feed(bytes: ArrayLike<number>): MidiEvent[] {
    const events: MidiEvent[] = [];
    for (let i = 0; i < bytes.length; i++) {
      const event = this.byte(bytes[i] ?? 0);
      if (event) events.push(event);
    }
    return events;
  }

  private byte(b: number): MidiEvent | null {
    if (b >= 0xf8) return null; // real-time: between any bytes, changes nothing
    if (b >= 0x80) {
      this.data = [];
      this.inSysex = b === 0xf0;
      // System common messages cancel the running status; their data is skipped.
      this.status = b < 0xf0 ? b : 0;
      return null;
    }
    if (this.inSysex || this.status === 0) return null;
    this.data.push(b);
    const kind = this.status & 0xf0;
    if (this.data.length < (DATA_BYTES[kind] ?? 2)) return null;
    const [d1 = 0, d2 = 0] = this.data;
    this.data = [];
    return message(kind, d1, d2);
  }
}

function message(kind: number, d1: number, d2: number): MidiEvent | null {
  if (kind === NOTE_ON) return { type: 'note', note: d1, velocity: d2 };
  if (kind === NOTE_OFF) return { type: 'note', note: d1, velocity: 0 };
  if (kind !== CONTROL) return null;
  if (d1 === SUSTAIN) return { type: 'pedal', down: d2 >= 64 };
  if (d1 === ALL_NOTES_OFF || d1 === ALL_SOUND_OFF) return { type: 'all-off' };
  return null;
}
