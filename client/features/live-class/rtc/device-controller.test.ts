import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeTrack } from '../../../test/media-fakes.ts';
import { DEVICE_STORAGE_KEY, DeviceController } from './device-controller.ts';
import { device, domError, FakeMachine } from './device-test-fakes.ts';
import { MediaDevicesController } from './media-devices.ts';
import { DEVICE_TEXT } from './media-problems.ts';
import { streamOf } from './test-fakes.ts';

// vi.waitFor's 1 s default depends on the machine's speed; a busy one needs more.
const WAIT = { timeout: 5_000 };

const LIST = [
  device('audioinput', 'default', 'Default microphone'),
  device('audioinput', 'usb-mic', 'USB microphone'),
  device('videoinput', 'cam-1', 'Built-in camera'),
  device('videoinput', 'cam-2', 'Document camera'),
  device('audiooutput', 'default', 'Default speaker'),
  device('audiooutput', 'phones', 'Headphones'),
];

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
}

/** An audio context whose oscillators end at once, recording what was played and where. */
function fakeAudio() {
  const played: number[] = [];
  const sinks: string[] = [];
  let closed = 0;
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = () => ({ connect: (next: unknown) => next, disconnect() {} });
  const make = () => ({
    currentTime: 0,
    destination: {},
    setSinkId: async (id: string) => void sinks.push(id),
    createGain: () => ({ ...node(), gain: param() }),
    createOscillator: () => {
      const osc = Object.assign(new EventTarget(), node(), {
        frequency: param(),
        start() {},
        stop: () => {
          played.push(osc.frequency.value);
          queueMicrotask(() => osc.dispatchEvent(new Event('ended')));
        },
      });
      return osc;
    },
    createMediaStreamSource: () => node(),
    createMediaStreamDestination: () => ({ ...node(), stream: 'tone-stream' }),
    createAnalyser: () => ({
      ...node(),
      fftSize: 0,
      getFloatTimeDomainData: (buf: Float32Array) => buf.fill(0.5),
    }),
    resume: async () => {},
    close: async () => void closed++,
  });
  return { make, played, sinks, closed: () => closed };
}

function setup({ stored, list = LIST }: { stored?: string; list?: MediaDeviceInfo[] } = {}) {
  const machine = new FakeMachine(list);
  const storage = new MemoryStorage();
  if (stored) storage.setItem(DEVICE_STORAGE_KEY, stored);
  const audio = fakeAudio();
  let devices: DeviceController | null = null;
  const media = new MediaDevicesController(machine, streamOf, (c) => devices?.constrain(c) ?? c);
  devices = new DeviceController({
    devices: machine,
    media,
    storage,
    speakerSelectable: true,
    audioContext: audio.make as never,
  });
  const stop = devices.start();
  return { machine, storage, media, devices, audio, stop };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const inUse = (media: MediaDevicesController, kind: 'audio' | 'video') =>
  media
    .getSnapshot()
    .camera?.getTracks()
    .find((t) => t.kind === kind) as unknown as FakeTrack | undefined;

afterEach(() => vi.useRealTimers());

describe('DeviceController lists and choices', () => {
  it('lists microphones, cameras and speakers, and shows the devices in use', async () => {
    const { devices, media } = setup();
    await media.startCamera();
    await settle();
    const s = devices.getSnapshot();
    expect(s.microphones.map((d) => d.label)).toEqual(['Default microphone', 'USB microphone']);
    expect(s.cameras.map((d) => d.id)).toEqual(['cam-1', 'cam-2']);
    expect(s.speakers.map((d) => d.label)).toEqual(['Default speaker', 'Headphones']);
    expect(s.selected).toEqual({ audioinput: 'default', videoinput: 'cam-1', audiooutput: '' });
  });

  it('names devices the browser has not named yet, and offers no speakers where none can be chosen', async () => {
    const machine = new FakeMachine([device('audioinput', 'a', ''), device('audiooutput', 'o', '')]);
    const media = new MediaDevicesController(machine, streamOf);
    const devices = new DeviceController({
      devices: machine,
      media,
      storage: null,
      speakerSelectable: false,
      audioContext: null,
    });
    devices.start();
    await settle();
    expect(devices.getSnapshot().microphones).toEqual([{ id: 'a', label: 'Microphone 1' }]);
    expect(devices.getSnapshot().speakers).toEqual([]);
  });

  it('opens the remembered devices as exact devices', async () => {
    const { media, machine } = setup({
      stored: JSON.stringify({ audioinput: 'usb-mic', videoinput: 'cam-2', audiooutput: 'phones' }),
    });
    await media.startCamera();
    expect(machine.asked[0].audio).toMatchObject({ deviceId: { exact: 'usb-mic' }, echoCancellation: true });
    expect(machine.asked[0].video).toMatchObject({
      deviceId: { exact: 'cam-2' },
      frameRate: { ideal: 30, min: 24 },
    });
    expect(inUse(media, 'audio')?.label).toBe('USB microphone');
  });

  it('switches to a chosen camera in place, remembers it, and hands the new track over', async () => {
    const { devices, media, storage } = setup();
    const camera = await media.startCamera();
    const old = camera.getVideoTracks()[0] as unknown as FakeTrack;
    const swapped = vi.fn();
    media.onTrackSwapped = swapped;
    media.setVideo(false);
    await devices.choose('videoinput', 'cam-2');
    const fresh = inUse(media, 'video');
    expect(fresh?.deviceId).toBe('cam-2');
    expect(fresh?.enabled).toBe(false);
    expect(fresh?.contentHint).toBe('motion');
    expect(old.stopped).toBe(true);
    expect(inUse(media, 'audio')).toBe(camera.getAudioTracks()[0]);
    expect(swapped).toHaveBeenCalledWith(old, fresh, media.getSnapshot().camera);
    expect(JSON.parse(storage.getItem(DEVICE_STORAGE_KEY) ?? '')).toMatchObject({ videoinput: 'cam-2' });
    expect(devices.getSnapshot().selected.videoinput).toBe('cam-2');
  });

  it('keeps the old device and says why when the chosen one is busy in another app', async () => {
    const { devices, media, machine } = setup();
    const camera = await media.startCamera();
    machine.fail.video = domError('NotReadableError');
    await devices.choose('videoinput', 'cam-2');
    expect(devices.getSnapshot().notice).toBe(DEVICE_TEXT.busy('camera'));
    expect(media.getSnapshot().camera).toBe(camera);
  });

  it('ignores a damaged or unreadable memory', async () => {
    expect(setup({ stored: '{not json' }).devices.getSnapshot().selected.audioinput).toBe('');
    const { media, machine } = setup({ stored: JSON.stringify({ audioinput: 7 }) });
    await media.startCamera();
    expect(machine.asked[0].audio).not.toHaveProperty('deviceId');
  });
});

describe('DeviceController fallback', () => {
  it('falls back to the default microphone when the one in use is unplugged, and says so', async () => {
    const { devices, media, machine } = setup({ stored: JSON.stringify({ audioinput: 'usb-mic' }) });
    await media.startCamera();
    await settle();
    const swapped = vi.fn();
    media.onTrackSwapped = swapped;
    machine.unplug('usb-mic');
    await vi.waitFor(() => expect(inUse(media, 'audio')?.deviceId).toBe('default'), WAIT);
    expect(devices.getSnapshot().notice).toBe(
      'USB microphone was unplugged. Using the default microphone now.',
    );
    expect(devices.getSnapshot().microphones.map((d) => d.id)).toEqual(['default']);
    expect(devices.getSnapshot().selected.audioinput).toBe('default');
    expect(swapped).toHaveBeenCalledOnce();
  });

  it('uses the default when the remembered device is not connected, and says so', async () => {
    const { devices, media } = setup({ stored: JSON.stringify({ videoinput: 'old-cam' }) });
    await settle();
    await media.startCamera();
    await settle();
    expect(inUse(media, 'video')?.deviceId).toBe('cam-1');
    expect(devices.getSnapshot().notice).toBe(DEVICE_TEXT.notConnected('camera'));
  });

  it('falls back to the default speaker when the chosen one goes', async () => {
    const { devices, machine } = setup();
    await settle();
    await devices.choose('audiooutput', 'phones');
    machine.unplug('phones');
    await vi.waitFor(() => expect(devices.getSnapshot().selected.audiooutput).toBe(''), WAIT);
    expect(devices.getSnapshot().notice).toBe('Headphones was unplugged. Using the default speaker now.');
  });

  it('lists a device plugged in during the lesson', async () => {
    const { devices, machine } = setup();
    await settle();
    machine.plug(device('audioinput', 'interface', 'Audio interface'));
    await vi.waitFor(
      () => expect(devices.getSnapshot().microphones.map((d) => d.label)).toContain('Audio interface'),
      WAIT,
    );
    expect(devices.getSnapshot().notice).toBeNull();
  });

  it('stops following the devices when stopped', async () => {
    const { devices, machine, stop } = setup();
    await settle();
    stop();
    machine.plug(device('audioinput', 'interface', 'Audio interface'));
    await settle();
    expect(devices.getSnapshot().microphones).toHaveLength(2);
  });
});

describe('DeviceController sound check', () => {
  it('plays the test sound through the chosen speaker', async () => {
    const { devices, audio } = setup();
    await devices.choose('audiooutput', 'phones');
    const playing = devices.testSound();
    expect(devices.getSnapshot().testing).toBe(true);
    await playing;
    expect(audio.sinks).toEqual(['phones']);
    expect(audio.played).toEqual([440, 659.25]);
    expect(devices.getSnapshot().testing).toBe(false);
    expect(audio.closed()).toBe(1);
  });

  it('plays through an audio element on the chosen speaker where the context cannot choose one', async () => {
    const machine = new FakeMachine(LIST);
    const audio = fakeAudio();
    const element = { srcObject: null as unknown, sinkId: '', playing: false };
    const devices = new DeviceController({
      devices: machine,
      media: new MediaDevicesController(machine, streamOf),
      storage: null,
      speakerSelectable: true,
      audioContext: () => ({ ...audio.make(), setSinkId: undefined }) as never,
      audioElement: () =>
        ({
          set srcObject(s: MediaProvider | null) {
            element.srcObject = s;
          },
          setSinkId: async (id: string) => void Object.assign(element, { sinkId: id }),
          play: async () => void Object.assign(element, { playing: true }),
          pause: () => void Object.assign(element, { playing: false }),
        }) as never,
    });
    devices.start();
    await settle();
    await devices.choose('audiooutput', 'phones');
    await devices.testSound();
    expect(element).toMatchObject({ srcObject: 'tone-stream', sinkId: 'phones', playing: false });
    expect(audio.played).toEqual([440, 659.25]);
  });

  it('meters the microphone in use only while watched', async () => {
    vi.useFakeTimers();
    const { devices, media, audio } = setup();
    await media.startCamera();
    const unwatch = devices.watchLevel();
    vi.advanceTimersByTime(150);
    // A steady 0.5 is -6 dBFS: nine tenths of the meter's 60 dB.
    expect(devices.getSnapshot().level).toBeCloseTo(0.9, 1);
    unwatch();
    expect(devices.getSnapshot().level).toBe(0);
    expect(audio.closed()).toBe(1);
  });
});
