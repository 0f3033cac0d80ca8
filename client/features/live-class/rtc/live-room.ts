import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import { cameraShown } from './media-devices.ts';
import { MusicMode } from './music-mode.ts';
import { isPresent, otherRole, overlayFor } from './presence.ts';
import type { RoomApi } from './room-api.ts';
import { RoomChat } from './room-chat.ts';
import { INITIAL_ROOM_STATE, ROOM_TEXT, type RoomParts, type RoomState } from './room-state.ts';
import type { ScoreBoard } from './score-board.ts';
import { ScreenShare } from './screen-share.ts';
import type { SignallingHandlers } from './signalling-client.ts';

export type RoomDeps = {
  classId: string | undefined;
  api: RoomApi;
  /**
   * False where the browser has no RTCPeerConnection (WebKitGTK's Debian build, for one). A page
   * without a camera (an insecure one) can still join to see and hear; this one cannot connect.
   */
  peerConnection?: boolean;
  /** Builds the media pieces once the role is known; handlers feed the room. */
  createParts(role: ClassRole, handlers: SignallingHandlers): RoomParts | Promise<RoomParts>;
  /** The shared score: loaded on entering, fed the stream's 'score' events. */
  score?: ScoreBoard;
  now?: () => number;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
};

/** The longest the join waits for the event stream (or the first poll) before announcing itself. */
const READY_TIMEOUT_MS = 5_000;
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const isValidId = (id: string | undefined): id is string => !!id && id !== 'undefined' && id !== 'null';

/**
 * The live class screen as a state machine: access check, join dialog, then the room, whose
 * media, signalling and connection live in their own pieces (RoomParts), and whose chat, music
 * mode and screen share are machines of their own on the room's one store.
 */
export class LiveRoom implements Store<RoomState> {
  private readonly store = createStore<RoomState>(INITIAL_ROOM_STATE);
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  parts: RoomParts | null = null;
  private readonly now: () => number;
  private remotePresent = false;
  private remoteJoins = 0;
  /** Settles once the camera and microphone are open (or failed to open). */
  private cameraReady: Promise<unknown> = Promise.resolve();
  private readonly chat: RoomChat;
  private readonly music: MusicMode;
  private readonly screen: ScreenShare;

  constructor(private readonly deps: RoomDeps) {
    this.now = deps.now ?? Date.now;
    const store = this.store;
    const parts = () => this.parts;
    this.chat = new RoomChat({ store, api: deps.api, parts, timers: deps.timers ?? globalThis });
    this.music = new MusicMode({
      store,
      api: deps.api,
      onStatus: (status) => this.onStatus(status),
      parts,
      cameraReady: () => this.cameraReady,
    });
    this.screen = new ScreenShare({ store, parts });
  }

  async load() {
    if (!isValidId(this.deps.classId)) {
      this.store.set({ stage: 'invalid' });
      return;
    }
    try {
      const access = await this.deps.api.checkAccess();
      if (access.kind === 'allowed' && this.deps.peerConnection === false) {
        // Said before the join dialog: joining would end in a dark tile, the reason in the console.
        this.store.set({ stage: 'unsupported' });
      } else if (access.kind === 'allowed') {
        this.store.set({
          stage: 'join',
          role: access.role,
          userId: access.userId,
          batchName: access.batchName,
          whenLabel: access.whenLabel,
          parties: access.parties,
          needsPassword: access.needsPassword,
          group: access.group ?? false,
        });
      } else if (access.kind === 'denied') {
        this.store.set({ stage: 'denied', deniedMessage: access.message });
      } else {
        this.store.set({ stage: 'completed' });
      }
    } catch {
      this.store.set({ stage: 'error' });
    }
  }

  /** The join dialog's button: checks the password when the class has one, then enters the room. */
  async join(password = '') {
    const s = this.store.getSnapshot();
    if (s.stage !== 'join' || s.joining || !s.role) return;
    if (s.needsPassword) {
      if (!password.trim()) {
        this.store.set({ joinError: ROOM_TEXT.passwordRequired });
        return;
      }
      this.store.set({ joining: true, joinError: null });
      try {
        const check = await this.deps.api.verifyPassword(password);
        if (!check.success) {
          this.store.set({ joining: false, joinError: check.message });
          return;
        }
      } catch {
        this.store.set({ joining: false, joinError: ROOM_TEXT.passwordFailed });
        return;
      }
    }
    if (s.group) await this.enterGroup(s.role);
    else await this.enter(s.role);
  }

  /** A group lesson's room holds its own media (GroupRoom); this one keeps attendance and chat. */
  private async enterGroup(role: ClassRole) {
    this.store.set({ stage: 'room', joining: false, joinError: null });
    await this.deps.api.recordAttendance('join').catch(() => {});
    if (role === 'teacher') await this.deps.api.startClass().catch(() => {});
  }

  private async enter(role: ClassRole) {
    this.store.set({ joining: true, joinError: null });
    const parts = await this.deps.createParts(role, {
      status: (status) => this.onStatus(status),
      // A phone camera's messages go to its own connection (the other party's phone or, for a
      // teacher, their own); the rest to the lesson's.
      signal: (message) => {
        const parts = this.parts;
        if (!parts) return;
        const phone = parts.phone.handle(message);
        if (!parts.ownPhone.handle(message) && !phone) void parts.peer.handle(message);
      },
      chat: (message) => this.chat.receive(message),
      score: (event, id) => this.deps.score?.receive(event, id),
    });
    this.parts = parts;
    // The indicator says 'reconnecting' the moment the connection goes down, not at the next sample.
    let reconnecting = parts.peer.getSnapshot().reconnecting;
    parts.peer.subscribe(() => {
      const now = parts.peer.getSnapshot().reconnecting;
      if (now === reconnecting) return;
      reconnecting = now;
      parts.quality.connectionChanged();
    });
    // Low latency gives up by itself when the sound we hear breaks up.
    parts.delay.subscribe(() => {
      if (parts.delay.getSnapshot().breakingUp) void this.music.fallBack();
    });
    // Both parties see our photo while our camera is off, or while there is none.
    const cameraChanged = () => {
      const on = cameraShown(parts.media.getSnapshot());
      if (on === this.store.getSnapshot().cameraOff) this.store.set({ cameraOff: !on });
      parts.peer.setCamera(on);
    };
    cameraChanged();
    parts.media.subscribe(cameraChanged);
    // The second camera goes on its own m-line as it is opened, changed or taken away.
    let secondTrack: MediaStreamTrack | null = null;
    parts.second.subscribe(() => {
      const track = parts.second.track();
      if (track === secondTrack) return;
      secondTrack = track;
      void parts.peer.setSecondCamera(track);
    });
    parts.media.onScreenEnded = () => void this.stopScreenShare();
    parts.media.onTrackSwapped = (old, track, stream) =>
      void parts.peer.swapTrack(old, track, stream).catch(() => {});
    this.store.set({ stage: 'room', joining: false, overlay: overlayFor(role, null, false) });
    // Camera and event stream start together. We announce ourselves once the stream is ready,
    // so the teacher's offer cannot be missed; the peer waits for the camera before it offers
    // or answers, so the camera's start overlaps the announcement instead of delaying it.
    parts.signalling.start();
    // Read once the stream's cursor is fixed: what changes after it comes as events.
    void parts.signalling.ready.then(() => this.deps.score?.load());
    const camera = parts.media.startCamera();
    this.cameraReady = camera.catch(() => null);
    parts.peer.setLocalStream(camera);
    await Promise.race([parts.signalling.ready, wait(READY_TIMEOUT_MS)]);
    parts.quality.start();
    parts.delay.start();
    await this.deps.api.recordAttendance('join').catch(() => {});
    if (role === 'teacher') await this.deps.api.startClass().catch(() => {});
  }

  private onStatus(status: MeetingStatus) {
    const s = this.store.getSnapshot();
    if (!s.role || s.localLeft) return;
    // Word from the server: the network is back, so what waits in the outbox can go now.
    if (s.outbox.length > 0) void this.chat.flush();
    const remote = isPresent(status, otherRole(s.role));
    const both = remote; // we are in the room, so both are present when the other is
    // Present before and now, but joined again in between: left and came back unseen.
    const joins = s.role === 'teacher' ? status.student_joins : status.teacher_joins;
    const cameBack = remote && this.remotePresent && joins !== this.remoteJoins;
    this.remoteJoins = joins;
    const patch: Partial<RoomState> = {
      status,
      bothPresent: both,
      overlay: overlayFor(s.role, status, false),
    };
    if (both && s.timerStartedAt === null) patch.timerStartedAt = this.now();
    this.store.set(patch);
    // Before a (re)connect below, so its offer is already in the class's mode.
    const music = status.music_mode === 1;
    const low = status.low_latency === 1;
    if (music !== s.musicMode || low !== s.lowLatency) this.music.apply(music, low);
    this.music.noteFallBack(status.low_latency_fell_back === 1);
    if (remote !== this.remotePresent || cameBack) {
      this.remotePresent = remote;
      const peer = this.parts?.peer;
      // A party who left and came back is connected afresh.
      if (remote && s.role === 'teacher') void peer?.connect();
      if (!remote) peer?.disconnect();
      this.parts?.signalling.setChat(remote, this.chat.lastMessageId());
    }
  }

  /** Opens the chat: the first 100 messages are loaded once, and the badge clears. */
  openChat() {
    return this.chat.open();
  }

  closeChat() {
    this.chat.close();
  }

  /** A message polled by the group room (it has no signalling stream to bring them). */
  receiveChat(message: ChatMessage) {
    this.chat.receive(message);
  }

  /**
   * A status polled by the group room (it has no event stream): its music mode reaches this
   * room's state (the switch, the headphones notice) as the one-to-one room's pushed status does.
   */
  receiveStatus(status: MeetingStatus) {
    this.onStatus(status);
  }

  lastChatId() {
    return this.chat.lastMessageId();
  }

  /** One text message; false when it was not sent (offline, it waits in the outbox: true). */
  sendChat(text: string): Promise<boolean> {
    return this.chat.send(text);
  }

  /** Sends the outbox's messages one at a time, oldest first; stops at the first that cannot go. */
  flushOutbox() {
    return this.chat.flush();
  }

  sendFile(file: File): Promise<boolean> {
    return this.chat.sendFile(file);
  }

  /** Teacher: turns music mode on or off for both parties (kept with the class on the server). */
  setMusicMode(on: boolean) {
    return this.music.set(on);
  }

  /** Teacher: low latency (within music mode) on or off for both parties. */
  setLowLatency(on: boolean) {
    return this.music.setLowLatency(on);
  }

  dismissLowLatencyFallBack() {
    this.music.dismissFallBack();
  }

  dismissHeadphonesNotice() {
    this.music.dismissNotice();
  }

  setVideo(on: boolean) {
    this.parts?.media.setVideo(on);
  }

  setAudio(on: boolean) {
    this.parts?.media.setAudio(on);
  }

  startScreenShare() {
    return this.screen.start();
  }

  /** Stop button or the browser ending the share: the camera goes back and the peer is told. */
  stopScreenShare() {
    return this.screen.stop();
  }

  /** Records the leave; a teacher's leave also completes the class (after the caller's confirm). */
  async leave() {
    const s = this.store.getSnapshot();
    if (s.localLeft) return;
    this.store.set({ localLeft: true, overlay: ROOM_TEXT.youLeft, bothPresent: false });
    this.teardown();
    await this.deps.api.recordAttendance('leave').catch(() => {});
    if (s.role === 'teacher') await this.deps.api.completeClass().catch(() => {});
  }

  /** Stops the camera, the stream and the connection (leaving, or the page going away). */
  teardown() {
    this.chat.stop();
    this.deps.score?.stop();
    const parts = this.parts;
    if (!parts) return;
    parts.signalling.stop();
    parts.quality.stop();
    parts.delay.stop();
    parts.peer.close();
    parts.media.stopAll();
    parts.second.stop();
    parts.phone.close();
    parts.ownPhone.close();
  }
}
