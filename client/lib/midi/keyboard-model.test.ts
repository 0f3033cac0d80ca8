import { describe, expect, it } from 'vitest';
import { isBlackKey, KeyboardModel, keyName } from './keyboard-model.ts';

const on = (note: number, velocity = 100) => ({ type: 'note' as const, note, velocity });
const off = (note: number) => on(note, 0);
const pedal = (down: boolean) => ({ type: 'pedal' as const, down });

describe('KeyboardModel', () => {
  it('holds the keys down now, lowest first, with their velocities', () => {
    const keys = new KeyboardModel();
    expect(keys.apply(on(64, 80))).toEqual({ start: { note: 64, velocity: 80 }, stop: [] });
    keys.apply(on(60, 100));
    expect(keys.getSnapshot().held).toEqual([
      { note: 60, velocity: 100 },
      { note: 64, velocity: 80 },
    ]);
    expect(keys.apply(off(60))).toEqual({ start: null, stop: [60] });
    expect(keys.getSnapshot().held).toEqual([{ note: 64, velocity: 80 }]);
  });

  it('ignores a release of a key not held and notes beyond the 88 keys', () => {
    const keys = new KeyboardModel();
    const before = keys.getSnapshot();
    expect(keys.apply(off(60))).toEqual({ start: null, stop: [] });
    expect(keys.apply(on(20))).toEqual({ start: null, stop: [] });
    expect(keys.apply(on(109))).toEqual({ start: null, stop: [] });
    expect(keys.getSnapshot()).toBe(before);
    keys.apply(on(21));
    keys.apply(on(108));
    expect(keys.getSnapshot().held.map((k) => k.note)).toEqual([21, 108]);
  });

  it('keeps released keys sounding under the sustain pedal, not held, until it lifts', () => {
    const keys = new KeyboardModel();
    keys.apply(on(60));
    expect(keys.apply(pedal(true))).toEqual({ start: null, stop: [] });
    expect(keys.apply(off(60))).toEqual({ start: null, stop: [] });
    keys.apply(on(67));
    expect(keys.getSnapshot()).toEqual({ held: [{ note: 67, velocity: 100 }], pedal: true });
    // Struck again while it still sounds: the old note gives way to the new one.
    expect(keys.apply(on(60, 50))).toEqual({ start: { note: 60, velocity: 50 }, stop: [60] });
    keys.apply(off(60));
    expect(keys.apply(pedal(false))).toEqual({ start: null, stop: [60] });
    expect(keys.getSnapshot()).toEqual({ held: [{ note: 67, velocity: 100 }], pedal: false });
  });

  it('lets go of everything on all-notes-off, and loads a whole state without striking it', () => {
    const keys = new KeyboardModel();
    keys.apply(on(60));
    keys.apply(on(62));
    expect(keys.apply({ type: 'all-off' })).toEqual({ start: null, stop: [60, 62] });
    expect(keys.getSnapshot()).toEqual({ held: [], pedal: false });

    keys.apply(on(50));
    expect(keys.load({ held: [{ note: 72, velocity: 64 }], pedal: true })).toEqual({
      start: null,
      stop: [50],
    });
    expect(keys.state()).toEqual({ held: [{ note: 72, velocity: 64 }], pedal: true });
    // Loaded keys were never struck here: their release lets nothing go.
    expect(keys.apply(pedal(false))).toEqual({ start: null, stop: [] });
    expect(keys.apply(off(72))).toEqual({ start: null, stop: [] });
  });
});

describe('key names', () => {
  it('names the keys as the Pitch view names notes, middle C as C4', () => {
    expect([21, 60, 61, 70, 108].map(keyName)).toEqual(['A0', 'C4', 'C♯4', 'B♭4', 'C8']);
    expect([60, 61, 63, 65, 66, 68, 70, 71].map(isBlackKey)).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
