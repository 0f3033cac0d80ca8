// Stand-ins for the browser's device list and capture, for the device unit tests.
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';

export const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: '' }) as MediaDeviceInfo;

export const domError = (name: string) => Object.assign(new Error(name), { name });

type Asked = MediaStreamConstraints['audio'];
const exactId = (c: Asked) => {
  const id = typeof c === 'object' ? c.deviceId : undefined;
  return typeof id === 'object' && !Array.isArray(id) ? (id.exact as string) : undefined;
};

/**
 * The machine's devices: getUserMedia opens the exact one asked for (or the default of its
 * kind), enumerateDevices lists them, plug and unplug fire devicechange.
 */
export class FakeMachine extends EventTarget {
  /** Errors by track kind, thrown while set (a device busy in another app, missing...). */
  fail: Partial<Record<'audio' | 'video' | 'both', Error>> = {};
  opened: FakeTrack[] = [];
  asked: MediaStreamConstraints[] = [];

  constructor(public list: MediaDeviceInfo[]) {
    super();
  }

  enumerateDevices = async () => [...this.list];

  getUserMedia = async (c: MediaStreamConstraints = {}) => {
    this.asked.push(c);
    if (c.audio && c.video && this.fail.both) throw this.fail.both;
    const tracks: FakeTrack[] = [];
    for (const kind of ['audio', 'video'] as const) {
      if (!c[kind]) continue;
      const failure = this.fail[kind];
      if (failure) throw failure;
      const wanted = exactId(c[kind]);
      const kinds = this.list.filter((d) => d.kind === `${kind}input`);
      const found = wanted ? kinds.find((d) => d.deviceId === wanted) : kinds[0];
      if (!found) throw domError(wanted ? 'OverconstrainedError' : 'NotFoundError');
      tracks.push(new FakeTrack(kind, found.deviceId, found.label));
    }
    this.opened.push(...tracks);
    return fakeStream(...tracks);
  };

  getDisplayMedia = async () => fakeStream(new FakeTrack('video'));

  plug(d: MediaDeviceInfo) {
    this.list = [...this.list, d];
    this.dispatchEvent(new Event('devicechange'));
  }

  /** The device goes; its open tracks end, as the browser ends them. */
  unplug(deviceId: string) {
    this.list = this.list.filter((d) => d.deviceId !== deviceId);
    for (const t of this.opened) if (t.deviceId === deviceId) t.readyState = 'ended';
    this.dispatchEvent(new Event('devicechange'));
  }
}
