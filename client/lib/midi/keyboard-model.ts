import { WESTERN } from '../pitch/notes.ts';
import { createStore, type Store } from '../store.ts';
import type { MidiEvent } from './midi-parse.ts';

/** The piano's 88 keys: A0 (MIDI 21) to C8 (MIDI 108). Notes outside are not drawn or kept. */
export const LOWEST_KEY = 21;
export const HIGHEST_KEY = 108;

export type HeldKey = { note: number; velocity: number };

export type KeyboardView = {
  /** The keys down now, lowest first, each with the velocity it was struck at. */
  held: readonly HeldKey[];
  pedal: boolean;
};

/** What the piano sound must do after a change: a note to strike, notes to let go. */
export type SoundChange = { start: HeldKey | null; stop: number[] };

/** The whole state, as the other side is told it when it starts listening. */
export type KeyboardState = { held: HeldKey[]; pedal: boolean };

const NOTHING: SoundChange = { start: null, stop: [] };

/** 'C4' (middle C, MIDI 60), 'F♯3', 'B♭0'. */
export function keyName(note: number): string {
  return `${WESTERN[note % 12]}${Math.floor(note / 12) - 1}`;
}

export const isBlackKey = (note: number) => [1, 3, 6, 8, 10].includes(note % 12);

/**
 * One player's keyboard: the keys held now and the sustain pedal, from MIDI events (this page's
 * keyboard, or the other side's messages). Under the pedal a released key is no longer held but
 * still sounds until the pedal lifts, so the sound is told apart from the drawing.
 */
export class KeyboardModel implements Store<KeyboardView> {
  private readonly store = createStore<KeyboardView>({ held: [], pedal: false });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private readonly down = new Map<number, number>();
  private readonly sounding = new Set<number>();
  private pedal = false;

  apply(event: MidiEvent): SoundChange {
    if (event.type === 'all-off') return this.clear();
    if (event.type === 'pedal') {
      if (event.down === this.pedal) return NOTHING;
      this.pedal = event.down;
      const stop = event.down ? [] : [...this.sounding].filter((n) => !this.down.has(n));
      for (const n of stop) this.sounding.delete(n);
      this.publish();
      return { start: null, stop };
    }
    const { note, velocity } = event;
    if (note < LOWEST_KEY || note > HIGHEST_KEY) return NOTHING;
    if (velocity > 0) {
      // Struck again while still sounding (held, or under the pedal): the old note gives way.
      const stop = this.sounding.has(note) ? [note] : [];
      this.down.set(note, velocity);
      this.sounding.add(note);
      this.publish();
      return { start: { note, velocity }, stop };
    }
    if (!this.down.delete(note)) return NOTHING;
    this.publish();
    if (this.pedal || !this.sounding.delete(note)) return NOTHING;
    return { start: null, stop: [note] };
  }

  state(): KeyboardState {
    return { held: [...this.store.getSnapshot().held], pedal: this.pedal };
  }

  /**
   * The other side's whole state (on connecting, or as they start sharing): drawn as it is, with
   * no note struck, since those notes began before this side heard them.
   */
  load(state: KeyboardState): SoundChange {
    const stop = [...this.sounding];
    this.down.clear();
    this.sounding.clear();
    for (const { note, velocity } of state.held)
      if (note >= LOWEST_KEY && note <= HIGHEST_KEY) this.down.set(note, velocity);
    this.pedal = state.pedal;
    this.publish();
    return { start: null, stop };
  }

  clear(): SoundChange {
    return this.load({ held: [], pedal: false });
  }

  private publish() {
    const held = [...this.down].sort(([a], [b]) => a - b).map(([note, velocity]) => ({ note, velocity }));
    this.store.set({ held, pedal: this.pedal });
  }
}
