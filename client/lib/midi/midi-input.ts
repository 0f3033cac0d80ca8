import { createStore, type Store } from '../store.ts';
import { MidiParser, type TimedMidiEvent } from './midi-parse.ts';

export type MidiInputView = {
  /** unsupported: the browser has no Web MIDI; denied: it (or the person) refused access. */
  phase: 'off' | 'starting' | 'on' | 'unsupported' | 'denied';
  /** The names of the MIDI inputs (keyboards) plugged in now. */
  devices: string[];
};

export type MidiPort = Pick<MIDIInput, 'id' | 'name' | 'state' | 'onmidimessage'>;
export type MidiAccessLike = {
  inputs: { values(): Iterable<MidiPort> };
  onstatechange: MIDIAccess['onstatechange'];
};

/** The browser pieces, injected so the input is tested without them. */
export type MidiInputDeps = {
  /** navigator.requestMIDIAccess, or null where the browser has no Web MIDI. */
  requestAccess: (() => Promise<MidiAccessLike>) | null;
  /** Each note or pedal change as it is played, on the page's clock. */
  onEvent(event: TimedMidiEvent): void;
  now(): number;
};

/**
 * This page's MIDI keyboards: every input plugged in (now or later) read into note and pedal
 * events. An input unplugged lets go of its keys, so none stays down.
 */
export class MidiInput implements Store<MidiInputView> {
  private readonly store = createStore<MidiInputView>({ phase: 'off', devices: [] });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private access: MidiAccessLike | null = null;
  private readonly ports = new Map<string, MidiPort>();
  /** Bumped by stop, so a start still waiting for access gives up. */
  private run = 0;

  constructor(private readonly deps: MidiInputDeps) {
    if (!deps.requestAccess) this.store.set({ phase: 'unsupported' });
  }

  async start() {
    const { phase } = this.store.getSnapshot();
    if (!this.deps.requestAccess || (phase !== 'off' && phase !== 'denied')) return;
    const run = ++this.run;
    this.store.set({ phase: 'starting' });
    try {
      const access = await this.deps.requestAccess();
      if (run !== this.run) return;
      this.access = access;
      access.onstatechange = () => this.attach();
      this.attach();
      this.store.set({ phase: 'on' });
    } catch {
      if (run === this.run) this.store.set({ phase: 'denied' });
    }
  }

  stop() {
    this.run++;
    if (this.access) this.access.onstatechange = null;
    this.access = null;
    for (const port of this.ports.values()) port.onmidimessage = null;
    this.ports.clear();
    if (this.deps.requestAccess) this.store.set({ phase: 'off', devices: [] });
  }

  /** Listens to each connected input not yet listened to; lets go of those unplugged. */
  private attach() {
    if (!this.access) return;
    const connected = [...this.access.inputs.values()].filter((p) => p.state === 'connected');
    for (const [id, port] of this.ports) {
      if (connected.some((p) => p.id === id)) continue;
      port.onmidimessage = null;
      this.ports.delete(id);
      this.deps.onEvent({ type: 'all-off', at: this.deps.now() });
    }
    for (const port of connected) {
      if (this.ports.has(port.id)) continue;
      // One parser a port: running status belongs to the port it came on.
      const parser = new MidiParser();
      port.onmidimessage = (e) => {
        if (!e.data) return;
        const at = e.timeStamp || this.deps.now();
        for (const event of parser.feed(e.data)) this.deps.onEvent({ ...event, at });
      };
      this.ports.set(port.id, port);
    }
    this.store.set({ devices: connected.map((p) => p.name ?? 'MIDI keyboard') });
  }
}

/** The browser's Web MIDI (notes only, no system exclusive), or null where it has none. */
export function browserMidiAccess(): MidiInputDeps['requestAccess'] {
  if (typeof navigator === 'undefined' || typeof navigator.requestMIDIAccess !== 'function') return null;
  return () => navigator.requestMIDIAccess({ sysex: false });
}
