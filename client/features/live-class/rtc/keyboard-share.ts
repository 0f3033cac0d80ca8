import type { KeyboardState } from '../../../lib/midi/keyboard-model.ts';
import type { TimedMidiEvent } from '../../../lib/midi/midi-parse.ts';
import {
  type KeyboardIn,
  keyboardEventMessage,
  keyboardIn,
  keyboardStateMessage,
} from './keyboard-message.ts';

type Channel = Pick<RTCDataChannel, 'readyState' | 'send'>;

/**
 * The shared MIDI keyboard's side of the camera channel (keyboard-message.ts): ours, sent key by
 * key while shared and as a whole on each new connection; theirs, handed to the listeners, and
 * gone (stopped) when the connection is.
 */
export class KeyboardShare {
  private readonly listeners = new Set<(message: KeyboardIn) => void>();
  /** Our keyboard's state while we share it, else null. */
  private shared: (() => KeyboardState) | null = null;

  share(state: (() => KeyboardState) | null, channel: Channel | null) {
    this.shared = state;
    this.tell(channel);
  }

  /** A key or pedal of ours as it is played; dropped while no channel is open (the state follows on the next). */
  send(event: TimedMidiEvent, channel: Channel | null) {
    if (this.shared && channel?.readyState === 'open') channel.send(keyboardEventMessage(event, this.shared));
  }

  /** A new channel opened: the other side starts with nothing, so a shared keyboard is told whole. */
  opened(channel: Channel) {
    if (this.shared) this.tell(channel);
  }

  /** Whether the message was the keyboard's (handed to the listeners). */
  heard(data: unknown): boolean {
    const message = keyboardIn(data);
    if (!message) return false;
    for (const listener of this.listeners) listener(message);
    return true;
  }

  /** The connection went: the other side's keys with it, until their next state. */
  lost() {
    for (const listener of this.listeners) listener({ kind: 'stopped' });
  }

  listen(listener: (message: KeyboardIn) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(channel: Channel | null) {
    if (channel?.readyState === 'open') channel.send(keyboardStateMessage(this.shared?.() ?? null));
  }
}
