import { describe, expect, it } from 'vitest';
import { type MidiAccessLike, MidiInput, type MidiPort } from './midi-input.ts';
import type { TimedMidiEvent } from './midi-parse.ts';

type FakePort = Omit<MidiPort, 'state'> & {
  state: MIDIPortDeviceState;
  play(bytes: number[], at: number): void;
};

function fakePort(id: string, name: string): FakePort {
  return {
    id,
    name,
    state: 'connected',
    onmidimessage: null,
    play(bytes, at) {
      this.onmidimessage?.call(
        this as unknown as MIDIInput,
        {
          data: new Uint8Array(bytes),
          timeStamp: at,
        } as MIDIMessageEvent,
      );
    },
  };
}

function setup(ports: MidiPort[], refuse = false) {
  const events: TimedMidiEvent[] = [];
  const access: MidiAccessLike = { inputs: { values: () => ports }, onstatechange: null };
  const input = new MidiInput({
    requestAccess: () => (refuse ? Promise.reject(new Error('SecurityError')) : Promise.resolve(access)),
    onEvent: (e) => events.push(e),
    now: () => 5,
  });
  const changed = () =>
    access.onstatechange?.call(access as unknown as MIDIAccess, {} as MIDIConnectionEvent);
  return { input, events, changed };
}

describe('MidiInput', () => {
  it('says so where the browser has no Web MIDI, and does not start', async () => {
    const input = new MidiInput({ requestAccess: null, onEvent: () => {}, now: () => 0 });
    expect(input.getSnapshot().phase).toBe('unsupported');
    await input.start();
    input.stop();
    expect(input.getSnapshot().phase).toBe('unsupported');
  });

  it('reads every keyboard plugged in, each note with the time it was played', async () => {
    const a = fakePort('a', 'Digital Piano');
    const { input, events } = setup([a]);
    await input.start();
    expect(input.getSnapshot()).toEqual({ phase: 'on', devices: ['Digital Piano'] });
    a.play([0x90, 60, 100], 1000.5);
    a.play([62, 90], 1001); // running status on the same port
    expect(events).toEqual([
      { type: 'note', note: 60, velocity: 100, at: 1000.5 },
      { type: 'note', note: 62, velocity: 90, at: 1001 },
    ]);
  });

  it('picks up a keyboard plugged in later and lets go of one unplugged', async () => {
    const a = fakePort('a', 'Digital Piano');
    const ports: FakePort[] = [];
    const { input, events, changed } = setup(ports);
    await input.start();
    expect(input.getSnapshot().devices).toEqual([]);
    ports.push(a);
    changed();
    expect(input.getSnapshot().devices).toEqual(['Digital Piano']);
    a.play([0x90, 60, 100], 10);
    a.state = 'disconnected';
    changed();
    expect(input.getSnapshot().devices).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'all-off', at: 5 });
    expect(a.onmidimessage).toBeNull();
  });

  it('tells a refusal apart, and stops listening on stop', async () => {
    const refused = setup([], true);
    await refused.input.start();
    expect(refused.input.getSnapshot().phase).toBe('denied');

    const a = fakePort('a', 'Keys');
    const { input, events } = setup([a]);
    await input.start();
    input.stop();
    expect(input.getSnapshot()).toEqual({ phase: 'off', devices: [] });
    expect(a.onmidimessage).toBeNull();
    expect(events).toEqual([]);
  });
});
