import { createStore, type Store } from '../../../lib/store.ts';
import { type MeterContext, type MeterPage, watchLevel } from './level-meter.ts';
import type { MediaDevicesController } from './media-devices.ts';
import { DEVICE_TEXT, deviceWord, type InputKind, missingOf } from './media-problems.ts';
import { playTestSound, type SinkElement, type ToneContext } from './test-sound.ts';

export type DeviceKind = 'audioinput' | 'videoinput' | 'audiooutput';
export type DeviceOption = { id: string; label: string };

export type DeviceState = {
  microphones: DeviceOption[];
  cameras: DeviceOption[];
  /** Empty where the browser cannot send sound to a chosen speaker (no setSinkId). */
  speakers: DeviceOption[];
  /** What each picker shows: the device in use, else the one chosen ('' is the default). */
  selected: Record<DeviceKind, string>;
  /** The microphone's level, 0 to 1, while someone watches it. */
  level: number;
  testing: boolean;
  /** A device fell back to the default, or could not be switched to. */
  notice: string | null;
};

export type DeviceDeps = {
  devices: Pick<MediaDevices, 'enumerateDevices' | 'addEventListener' | 'removeEventListener'>;
  media: MediaDevicesController;
  /** Where the choices are remembered (localStorage); null keeps them for this page only. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  speakerSelectable: boolean;
  /** A fresh audio context for the meter and the test sound; null where there is none. */
  audioContext: (() => MeterContext & ToneContext) | null;
  /** An audio element, for a test sound on a chosen speaker where the context cannot choose. */
  audioElement?: () => SinkElement;
  /** The page: a click or key press on it lets the meter's audio context start. */
  gestures?: MeterPage['gestures'];
};

export const DEVICE_STORAGE_KEY = 'live-class-devices';
const KINDS: DeviceKind[] = ['audioinput', 'videoinput', 'audiooutput'];
const TRACK_KIND: Record<'audioinput' | 'videoinput', InputKind> = {
  audioinput: 'audio',
  videoinput: 'video',
};
const UNNAMED: Record<DeviceKind, string> = {
  audioinput: 'Microphone',
  videoinput: 'Camera',
  audiooutput: 'Speaker',
};

/**
 * The devices of the lesson: which microphones, cameras and speakers there are, the ones chosen
 * (remembered in the browser), the microphone's level and the test sound. A chosen device
 * becomes the exact device of the capture; a device unplugged falls back to the default one.
 */
export class DeviceController implements Store<DeviceState> {
  private readonly store = createStore<DeviceState>({
    microphones: [],
    cameras: [],
    speakers: [],
    selected: { audioinput: '', videoinput: '', audiooutput: '' },
    level: 0,
    testing: false,
    notice: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private chosen: Record<DeviceKind, string>;
  private listed: MediaDeviceInfo[] = [];
  private stopListening: (() => void) | null = null;
  private watchers = 0;
  private meter: { track: MediaStreamTrack; stop(): void } | null = null;
  /** Kinds being reopened after an unplug (the browser fires devicechange several times). */
  private readonly fallingBack = new Set<InputKind>();

  constructor(private readonly deps: DeviceDeps) {
    this.chosen = this.load();
  }

  /** Lists the devices and follows them being plugged in and out; returns the stop. */
  start(): () => void {
    if (!this.stopListening) {
      const onChange = () => void this.refresh();
      this.deps.devices.addEventListener('devicechange', onChange);
      // The camera opening (permission given) names the devices; a swap changes the one in use.
      let camera = this.deps.media.getSnapshot().camera;
      const unsubscribe = this.deps.media.subscribe(() => {
        const next = this.deps.media.getSnapshot().camera;
        if (next === camera) return;
        camera = next;
        this.showSelected();
        this.updateMeter();
        void this.refresh();
      });
      this.stopListening = () => {
        this.deps.devices.removeEventListener('devicechange', onChange);
        unsubscribe();
      };
      void this.refresh();
    }
    return () => this.stop();
  }

  stop() {
    this.stopListening?.();
    this.stopListening = null;
  }

  /** The capture constraints with the chosen microphone and camera as exact devices. */
  readonly constrain = (c: MediaStreamConstraints): MediaStreamConstraints => {
    const add = (track: MediaStreamConstraints['audio'], id: string) =>
      id ? { ...(typeof track === 'object' ? track : {}), deviceId: { exact: id } } : track;
    return {
      ...c,
      audio: c.audio ? add(c.audio, this.chosen.audioinput) : c.audio,
      video: c.video ? add(c.video, this.chosen.videoinput) : c.video,
    };
  };

  /** Uses and remembers a device; a microphone or camera is opened in place of the current one. */
  async choose(kind: DeviceKind, id: string) {
    this.chosen[kind] = id;
    this.save();
    this.store.set({ notice: null });
    this.showSelected();
    if (kind === 'audiooutput') return;
    const trackKind = TRACK_KIND[kind];
    await this.deps.media.switchInput(trackKind).catch((err: unknown) => {
      this.store.set({ notice: missingOf(trackKind, err) });
      this.showSelected();
    });
  }

  /** Runs the level meter while at least one view shows it; returns the view's stop. */
  watchLevel(): () => void {
    this.watchers++;
    this.updateMeter();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watchers--;
      this.updateMeter();
    };
  }

  /** Plays the short test sound through the chosen speaker. */
  async testSound() {
    const make = this.deps.audioContext;
    if (!make || this.store.getSnapshot().testing) return;
    this.store.set({ testing: true });
    try {
      const sink = this.deps.speakerSelectable ? this.chosen.audiooutput : null;
      await playTestSound(make(), sink, this.deps.audioElement ?? null);
    } catch (err) {
      this.store.set({ notice: DEVICE_TEXT.soundFailed(err instanceof Error ? err.message : String(err)) });
    } finally {
      this.store.set({ testing: false });
    }
  }

  dismissNotice() {
    this.store.set({ notice: null });
  }

  /** Reads the device lists again; a device in use that is gone falls back to the default. */
  private async refresh() {
    let list: MediaDeviceInfo[];
    try {
      list = await this.deps.devices.enumerateDevices();
    } catch {
      return;
    }
    const before = this.listed;
    this.listed = list;
    const options = (kind: DeviceKind) =>
      list
        .filter((x) => x.kind === kind && x.deviceId)
        .map((x, i) => ({ id: x.deviceId, label: x.label || `${UNNAMED[kind]} ${i + 1}` }));
    this.store.set({
      microphones: options('audioinput'),
      cameras: options('videoinput'),
      speakers: this.deps.speakerSelectable ? options('audiooutput') : [],
    });
    // Before permission the browser hides the ids: nothing can be judged missing.
    const named = list.some((x) => x.deviceId);
    if (named) this.forgetAbsent(before);
    this.showSelected();
    for (const kind of ['audioinput', 'videoinput'] as const) {
      const track = this.track(TRACK_KIND[kind]);
      if (!track) continue;
      const id = track.getSettings().deviceId;
      const gone = track.readyState === 'ended' || (named && !!id && !this.isListed(kind, id));
      if (gone) await this.fallBack(kind, track.label);
    }
  }

  /**
   * A chosen device that is not connected now: the default is used, and the user told whether it
   * was just unplugged or was missing from the start.
   */
  private forgetAbsent(before: MediaDeviceInfo[]) {
    for (const kind of KINDS) {
      const id = this.chosen[kind];
      if (!id || this.isListed(kind, id)) continue;
      this.chosen[kind] = '';
      const word = kind === 'audiooutput' ? 'speaker' : deviceWord(TRACK_KIND[kind]);
      const was = before.find((x) => x.kind === kind && x.deviceId === id);
      this.store.set({
        notice: was ? DEVICE_TEXT.unplugged(was.label || word, word) : DEVICE_TEXT.notConnected(word),
      });
    }
  }

  private async fallBack(kind: 'audioinput' | 'videoinput', label: string) {
    const trackKind = TRACK_KIND[kind];
    if (this.fallingBack.has(trackKind)) return;
    this.fallingBack.add(trackKind);
    this.chosen[kind] = '';
    this.store.set({ notice: DEVICE_TEXT.unplugged(label || deviceWord(trackKind), deviceWord(trackKind)) });
    await this.deps.media
      .switchInput(trackKind)
      .catch((err: unknown) => this.store.set({ notice: missingOf(trackKind, err) }))
      .finally(() => this.fallingBack.delete(trackKind));
  }

  private isListed(kind: DeviceKind, id: string) {
    return this.listed.some((x) => x.kind === kind && x.deviceId === id);
  }

  private track(kind: InputKind): MediaStreamTrack | undefined {
    return this.deps.media
      .getSnapshot()
      .camera?.getTracks()
      .find((t) => t.kind === kind);
  }

  private showSelected() {
    const inUse = (kind: 'audioinput' | 'videoinput') =>
      this.track(TRACK_KIND[kind])?.getSettings().deviceId || this.chosen[kind];
    this.store.set({
      selected: {
        audioinput: inUse('audioinput'),
        videoinput: inUse('videoinput'),
        audiooutput: this.chosen.audiooutput,
      },
    });
  }

  /** The meter follows the microphone in use, and runs only while watched. */
  private updateMeter() {
    const track = this.watchers > 0 && this.deps.audioContext ? this.track('audio') : undefined;
    if (this.meter?.track === track) return;
    this.meter?.stop();
    this.meter = null;
    if (!track || !this.deps.audioContext) return;
    const stop = watchLevel(this.deps.audioContext(), track, (level) => this.store.set({ level }), {
      streamOf: this.deps.media.streamOf,
      gestures: this.deps.gestures,
    });
    this.meter = { track, stop };
  }

  private load(): Record<DeviceKind, string> {
    const empty = { audioinput: '', videoinput: '', audiooutput: '' };
    try {
      const saved: unknown = JSON.parse(this.deps.storage?.getItem(DEVICE_STORAGE_KEY) ?? '{}');
      if (!saved || typeof saved !== 'object') return empty;
      const pick = (k: DeviceKind) => {
        const v = (saved as Record<string, unknown>)[k];
        return typeof v === 'string' ? v : '';
      };
      return {
        audioinput: pick('audioinput'),
        videoinput: pick('videoinput'),
        audiooutput: pick('audiooutput'),
      };
    } catch {
      return empty;
    }
  }

  private save() {
    try {
      this.deps.storage?.setItem(DEVICE_STORAGE_KEY, JSON.stringify(this.chosen));
    } catch {
      // Storage full or refused (private mode): the choice holds for this page only.
    }
  }
}
