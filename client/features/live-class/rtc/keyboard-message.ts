// One side's MIDI keyboard as the other is told it, on the camera channel beside the pitch: each
// key as it goes down or up, `{"key":[60,100,1234.5]}` (MIDI note, velocity with 0 for up, and
// when it was played in ms on the sender's clock), the pedal `{"pedal":[1,1240.2]}`, and the
// whole state when sharing starts, on every new connection, and on all-notes-off:
// `{"keys":{"held":[[60,100]],"pedal":false}}`, or `{"keys":null}` when sharing stops.

import type { KeyboardState } from '../../../lib/midi/keyboard-model.ts';
import type { TimedMidiEvent } from '../../../lib/midi/midi-parse.ts';

export type KeyboardIn =
  | { kind: 'event'; event: TimedMidiEvent & { type: 'note' | 'pedal' } }
  | { kind: 'state'; state: KeyboardState }
  | { kind: 'stopped' };

const time = (at: number) => Math.round(at * 10) / 10;

/** A note or pedal change; all-notes-off goes as the (empty) whole state. */
export function keyboardEventMessage(event: TimedMidiEvent, state: () => KeyboardState): string {
  if (event.type === 'note') return JSON.stringify({ key: [event.note, event.velocity, time(event.at)] });
  if (event.type === 'pedal') return JSON.stringify({ pedal: [event.down ? 1 : 0, time(event.at)] });
  return keyboardStateMessage(state());
}

export const keyboardStateMessage = (state: KeyboardState | null) =>
  JSON.stringify({
    keys: state && { held: state.held.map((k) => [k.note, k.velocity]), pedal: state.pedal },
  });

const midiByte = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 127;
const instant = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The other side's keyboard from a channel message, or undefined when it is not one. */
export function keyboardIn(data: unknown): KeyboardIn | undefined {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(String(data));
  } catch {
    return undefined;
  }
  if (!message || typeof message !== 'object') return undefined;
  if (Array.isArray(message.key)) {
    const [note, velocity, at] = message.key;
    if (!midiByte(note) || !midiByte(velocity) || !instant(at)) return undefined;
    return { kind: 'event', event: { type: 'note', note, velocity, at } };
  }
  if (Array.isArray(message.pedal)) {
    const [down, at] = message.pedal;
    if ((down !== 0 && down !== 1) || !instant(at)) return undefined;
    return { kind: 'event', event: { type: 'pedal', down: down === 1, at } };
  }
  if (!('keys' in message)) return undefined;
  if (message.keys === null) return { kind: 'stopped' };
  const { held, pedal } = message.keys as { held?: unknown; pedal?: unknown };
  if (!Array.isArray(held) || held.length > 128 || typeof pedal !== 'boolean') return undefined;
  const keys = held.filter(
    (k): k is [number, number] => Array.isArray(k) && midiByte(k[0]) && midiByte(k[1]) && k[1] > 0,
  );
  return { kind: 'state', state: { held: keys.map(([note, velocity]) => ({ note, velocity })), pedal } };
}
