import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { RoomApi } from './room-api.ts';
import { ROOM_TEXT, type RoomParts, type RoomState, type RoomStore } from './room-state.ts';

export type MusicModeDeps = {
  store: RoomStore;
  api: Pick<RoomApi, 'setMusicMode' | 'setLowLatency' | 'fallBackFromLowLatency'>;
  /** The server's answer to the switch is a status like any other. */
  onStatus(status: MeetingStatus): void;
  parts(): RoomParts | null;
  /** Settles once the camera and microphone are open (or failed to open). */
  cameraReady(): Promise<unknown>;
};

/**
 * Music mode (original sound for both parties): the teacher's switch, this side's connection
 * and microphone following the class's mode, and the headphones notice.
 */
export class MusicMode {
  private headphonesAsked = false;
  /** The class's fallback mark as last seen, so the notice shows once for each fallback. */
  private fellBack = false;
  /** A fallback call is on its way. */
  private fallingBack = false;
  /** Microphone switches, one at a time in the order they were asked for. */
  private micSwitch: Promise<void> = Promise.resolve();

  constructor(private readonly deps: MusicModeDeps) {}

  /** Teacher: turns music mode on or off for both parties (kept with the class on the server). */
  set(on: boolean) {
    return this.change(() => this.deps.api.setMusicMode(on), ROOM_TEXT.musicFailed);
  }

  /** Teacher: low latency on or off for both parties, likewise. */
  setLowLatency(on: boolean) {
    return this.change(() => this.deps.api.setLowLatency(on), ROOM_TEXT.lowLatencyFailed);
  }

  private async change(call: () => Promise<MeetingStatus>, failed: string) {
    const { store } = this.deps;
    const s = store.getSnapshot();
    if (s.role !== 'teacher' || s.musicBusy || s.localLeft) return;
    store.set({ musicBusy: true, musicError: null });
    try {
      this.deps.onStatus(await call());
    } catch {
      store.set({ musicError: failed });
    } finally {
      store.set({ musicBusy: false });
    }
  }

  /**
   * Either party: the sound is breaking up in low latency, so turn it off for both (the server
   * marks it as the room's fallback, and both are told). Once; the next status ends it.
   */
  async fallBack() {
    const s = this.deps.store.getSnapshot();
    if (!s.musicMode || !s.lowLatency || s.localLeft || this.fallingBack) return;
    this.fallingBack = true;
    try {
      this.deps.onStatus(await this.deps.api.fallBackFromLowLatency());
    } catch {
      // The next interval that still breaks up asks again.
    } finally {
      this.fallingBack = false;
    }
  }

  /** The class's fallback mark from a status: the notice comes when it is set, and goes when it is cleared. */
  noteFallBack(fellBack: boolean) {
    if (fellBack === this.fellBack) return;
    this.fellBack = fellBack;
    this.deps.store.set({ lowLatencyFellBack: fellBack });
  }

  dismissFallBack() {
    this.deps.store.set({ lowLatencyFellBack: false });
  }

  dismissNotice() {
    this.deps.store.set({ headphonesNotice: false });
  }

  /**
   * This side's part of a change of music mode or its low latency: the connection's audio, then
   * (music mode only) the microphone's processing.
   */
  apply(on: boolean, lowLatency: boolean) {
    const micChanged = on !== this.deps.store.getSnapshot().musicMode;
    const patch: Partial<RoomState> = { musicMode: on, lowLatency };
    if (on && !this.headphonesAsked) {
      this.headphonesAsked = true;
      patch.headphonesNotice = true;
    }
    this.deps.store.set(patch);
    const parts = this.deps.parts();
    if (!parts) return;
    void parts.peer.setMusic(on, on && lowLatency);
    if (!micChanged) return;
    this.micSwitch = this.micSwitch
      .then(async () => {
        await this.deps.cameraReady();
        // A fresh microphone track reaches the sender through media.onTrackSwapped.
        await parts.media.setAudioMode(on ? 'music' : 'voice');
      })
      // A microphone that cannot be reopened keeps sending with its old processing.
      .catch(() => {});
  }
}
