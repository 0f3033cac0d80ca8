import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole as Role } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import type { ConnectionQualityMonitor } from './connection-quality.ts';
import type { MediaDevicesController } from './media-devices.ts';
import type { PeerSession } from './peer-session.ts';
import type { SignallingClient, SignallingHandlers } from './signalling-client.ts';
import { createStore, type Store } from './store.ts';

export type Stage = 'loading' | 'invalid' | 'completed' | 'denied' | 'error' | 'join' | 'room';

export type Access =
  | { kind: 'allowed'; batchName: string | null; needsPassword: boolean; role: Role }
  | { kind: 'completed' }
  /** Not a member; or the class is not open today (`message` says why). */
  | { kind: 'denied'; message: string | null };

export type PasswordCheck = { success: boolean; message: string };

/** A call that did not get an answer from the server (no network): worth sending again. */
export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('The server could not be reached', { cause });
  }
}

/**
 * A chat message typed while the network was away, waiting to be sent. `key` goes with every
 * try: a try that reached the server but lost its answer is not stored twice.
 */
export type OutgoingChat = { key: string; text: string };

/** A chat message's own id (the server keeps one message per key): 128 random bits in hex. */
export const newChatKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Waits between tries of the chat outbox while the server cannot be reached. */
export const OUTBOX_RETRY_MS = 2_000;

/** The calls the room makes (features/live-class/api in the browser, fakes in tests). */
export type RoomApi = {
  checkAccess(): Promise<Access>;
  verifyPassword(password: string): Promise<PasswordCheck>;
  recordAttendance(action: 'join' | 'leave'): Promise<unknown>;
  startClass(): Promise<unknown>;
  completeClass(): Promise<unknown>;
  /** The teacher's music mode switch; answers the new status. */
  setMusicMode(on: boolean): Promise<MeetingStatus>;
  sendSignal(type: SignalType, data: unknown): Promise<unknown>;
  initialChat(): Promise<ChatMessage[]>;
  /**
   * Stores a message once per key; answers it as stored, so the sender sees it at once.
   * OfflineError: no answer (it may have been stored all the same).
   */
  sendChat(text: string, key: string): Promise<ChatMessage>;
  uploadChatFile(file: File): Promise<ChatMessage>;
};

export type RoomParts = {
  media: MediaDevicesController;
  peer: PeerSession;
  signalling: SignallingClient;
  quality: ConnectionQualityMonitor;
};

export type RoomDeps = {
  classId: string | undefined;
  api: RoomApi;
  /** Builds the media pieces once the role is known; handlers feed the room. */
  createParts(role: Role, handlers: SignallingHandlers): RoomParts | Promise<RoomParts>;
  now?: () => number;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
};

export const ROOM_TEXT = {
  invalidId: 'Invalid class ID',
  accessFailed: 'Failed to check class access',
  passwordRequired: 'Password is required',
  passwordFailed: 'Failed to verify password',
  screenFailed: 'Failed to start screen sharing. Please check your browser permissions.',
  youLeft: 'You left the meeting',
  musicFailed: 'Music mode could not be changed. Please try again.',
} as const;

export type RoomState = {
  stage: Stage;
  role: Role | null;
  batchName: string | null;
  needsPassword: boolean;
  deniedMessage: string | null;
  joining: boolean;
  joinError: string | null;
  status: MeetingStatus | null;
  localLeft: boolean;
  bothPresent: boolean;
  overlay: string | null;
  /** Local clock time when both parties were first seen together; the class timer counts from it. */
  timerStartedAt: number | null;
  chatOpen: boolean;
  messages: ChatMessage[];
  unread: number;
  sending: boolean;
  sharing: boolean;
  screenError: string | null;
  /** The class's music mode (original sound for both parties), as the server keeps it. */
  musicMode: boolean;
  /** The teacher's switch is waiting for the server. */
  musicBusy: boolean;
  musicError: string | null;
  /** Asking this party to use headphones: once a visit, when music mode is first on. */
  headphonesNotice: boolean;
  /** Chat typed while the server could not be reached: sent in order, once, when it can be. */
  outbox: OutgoingChat[];
};

const other = (role: Role): Role => (role === 'teacher' ? 'student' : 'teacher');

/** Is this party in the room now (joined and not left since)? */
export function isPresent(status: MeetingStatus | null, role: Role): boolean {
  if (!status) return false;
  return role === 'teacher'
    ? status.teacher_joined === 1 && status.teacher_left !== 1
    : status.student_joined === 1 && status.student_left !== 1;
}

/** The overlay over the remote video, or null when both are there. */
export function overlayFor(role: Role, status: MeetingStatus | null, localLeft: boolean): string | null {
  if (localLeft) return ROOM_TEXT.youLeft;
  const remote = other(role);
  if (isPresent(status, remote)) return null;
  const joinedOnce = remote === 'teacher' ? status?.teacher_joined === 1 : status?.student_joined === 1;
  if (joinedOnce) return `Your ${remote} left the meeting`;
  return `Waiting for ${remote} to join...`;
}

/** The header's title: the batch name with HTML-escaped apostrophes decoded, or 'Live Class'. */
export function displayBatchName(name: string | null): string {
  const decoded = name?.replace(/&#0*39;|&apos;|&#x0*27;/gi, "'").trim();
  return decoded || 'Live Class';
}

/** hh:mm:ss of the class timer. */
export function formatClassTime(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The chat badge never shows more than '99+'. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The longest the join waits for the event stream (or the first poll) before announcing itself. */
const READY_TIMEOUT_MS = 5_000;
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const isValidId = (id: string | undefined): id is string => !!id && id !== 'undefined' && id !== 'null';

/**
 * The live class screen as a state machine: access check, join dialog, then the room,
 * whose media, signalling and connection live in their own pieces (RoomParts).
 */
export class LiveRoom implements Store<RoomState> {
  private readonly store = createStore<RoomState>({
    stage: 'loading',
    role: null,
    batchName: null,
    needsPassword: false,
    deniedMessage: null,
    joining: false,
    joinError: null,
    status: null,
    localLeft: false,
    bothPresent: false,
    overlay: null,
    timerStartedAt: null,
    chatOpen: false,
    messages: [],
    unread: 0,
    sending: false,
    sharing: false,
    screenError: null,
    musicMode: false,
    musicBusy: false,
    musicError: null,
    headphonesNotice: false,
    outbox: [],
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  parts: RoomParts | null = null;
  private readonly now: () => number;
  private remotePresent = false;
  private remoteJoins = 0;
  private chatLoaded = false;
  /** Settles once the camera and microphone are open (or failed to open). */
  private cameraReady: Promise<unknown> = Promise.resolve();
  /** Microphone switches, one at a time in the order they were asked for. */
  private micSwitch: Promise<void> = Promise.resolve();
  private headphonesAsked = false;
  private readonly timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly d: RoomDeps) {
    this.now = d.now ?? Date.now;
    this.timers = d.timers ?? globalThis;
  }

  async load() {
    if (!isValidId(this.d.classId)) {
      this.store.set({ stage: 'invalid' });
      return;
    }
    try {
      const access = await this.d.api.checkAccess();
      if (access.kind === 'allowed') {
        this.store.set({
          stage: 'join',
          role: access.role,
          batchName: access.batchName,
          needsPassword: access.needsPassword,
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
        const check = await this.d.api.verifyPassword(password);
        if (!check.success) {
          this.store.set({ joining: false, joinError: check.message });
          return;
        }
      } catch {
        this.store.set({ joining: false, joinError: ROOM_TEXT.passwordFailed });
        return;
      }
    }
    await this.enter(s.role);
  }

  private async enter(role: Role) {
    this.store.set({ joining: true, joinError: null });
    const parts = await this.d.createParts(role, {
      status: (st) => this.onStatus(st),
      signal: (m) => void this.parts?.peer.handle(m),
      chat: (m) => this.onChat(m),
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
    parts.media.onScreenEnded = () => void this.stopScreenShare();
    parts.media.onTrackSwapped = (old, track, stream) =>
      void parts.peer.swapTrack(old, track, stream).catch(() => {});
    this.store.set({ stage: 'room', joining: false, overlay: overlayFor(role, null, false) });
    // Camera and event stream start together. We announce ourselves once the stream is ready,
    // so the teacher's offer cannot be missed; the peer waits for the camera before it offers
    // or answers, so the camera's start overlaps the announcement instead of delaying it.
    parts.signalling.start();
    const camera = parts.media.startCamera();
    this.cameraReady = camera.catch(() => null);
    parts.peer.setLocalStream(camera);
    await Promise.race([parts.signalling.ready, wait(READY_TIMEOUT_MS)]);
    parts.quality.start();
    await this.d.api.recordAttendance('join').catch(() => {});
    if (role === 'teacher') await this.d.api.startClass().catch(() => {});
  }

  private onStatus(status: MeetingStatus) {
    const s = this.store.getSnapshot();
    if (!s.role || s.localLeft) return;
    // Word from the server: the network is back, so what waits in the outbox can go now.
    if (s.outbox.length > 0) void this.flushOutbox();
    const remote = isPresent(status, other(s.role));
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
    if (music !== s.musicMode) this.applyMusic(music);
    if (remote !== this.remotePresent || cameBack) {
      this.remotePresent = remote;
      const peer = this.parts?.peer;
      // A party who left and came back is connected afresh.
      if (remote && s.role === 'teacher') void peer?.connect();
      if (!remote) peer?.disconnect();
      this.parts?.signalling.setChat(remote, this.lastMessageId());
    }
  }

  private onChat(m: ChatMessage) {
    const s = this.store.getSnapshot();
    if (s.messages.some((x) => x.id === m.id)) return;
    const fromOther = m.sender_role !== s.role;
    this.store.set({
      messages: [...s.messages, m],
      unread: fromOther && !s.chatOpen ? s.unread + 1 : s.unread,
    });
  }

  private lastMessageId(): number {
    return this.store.getSnapshot().messages.reduce((max, m) => Math.max(max, m.id), 0);
  }

  /** Opens the chat: the first 100 messages are loaded once, and the badge clears. */
  async openChat() {
    this.store.set({ chatOpen: true, unread: 0 });
    if (this.chatLoaded) return;
    try {
      const initial = await this.d.api.initialChat();
      this.chatLoaded = true;
      const known = new Set(initial.map((m) => m.id));
      const later = this.store.getSnapshot().messages.filter((m) => !known.has(m.id));
      const messages = [...initial, ...later].sort((a, b) => a.id - b.id);
      this.store.set({ messages });
      this.parts?.signalling.setChat(this.store.getSnapshot().bothPresent, this.lastMessageId());
    } catch {
      // Chat failures are only logged; the stream still brings new messages.
    }
  }

  closeChat() {
    this.store.set({ chatOpen: false });
  }

  /**
   * Sends one text message; false when it was not sent (the caller keeps the text). Without a
   * network it waits in the outbox (true: the text is taken) and goes out with the messages
   * typed after it, in order, once the server answers again.
   */
  async sendChat(text: string): Promise<boolean> {
    const trimmed = text.trim();
    const s = this.store.getSnapshot();
    if (!trimmed || s.sending) return false;
    const message = { key: newChatKey(), text: trimmed };
    if (s.outbox.length > 0) {
      this.queueChat(message);
      return true;
    }
    this.store.set({ sending: true });
    try {
      this.onChat(await this.d.api.sendChat(trimmed, message.key));
      return true;
    } catch (err) {
      if (!(err instanceof OfflineError)) return false;
      this.queueChat(message);
      return true;
    } finally {
      this.store.set({ sending: false });
    }
  }

  private queueChat(message: OutgoingChat) {
    this.store.set({ outbox: [...this.store.getSnapshot().outbox, message] });
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.retryTimer) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      void this.flushOutbox();
    }, OUTBOX_RETRY_MS);
  }

  /** Sends the outbox's messages one at a time, oldest first; stops at the first that cannot go. */
  async flushOutbox() {
    if (this.flushing || this.store.getSnapshot().localLeft) return;
    this.flushing = true;
    try {
      for (;;) {
        const next = this.store.getSnapshot().outbox[0];
        if (!next) return;
        try {
          this.onChat(await this.d.api.sendChat(next.text, next.key));
        } catch (err) {
          if (err instanceof OfflineError) {
            this.scheduleRetry();
            return;
          }
          // Refused by the server (too long, class closed): sending again would not help.
        }
        this.store.set({ outbox: this.store.getSnapshot().outbox.filter((m) => m.key !== next.key) });
      }
    } finally {
      this.flushing = false;
    }
  }

  async sendFile(file: File): Promise<boolean> {
    if (this.store.getSnapshot().sending) return false;
    this.store.set({ sending: true });
    try {
      this.onChat(await this.d.api.uploadChatFile(file));
      return true;
    } catch {
      return false;
    } finally {
      this.store.set({ sending: false });
    }
  }

  /** Teacher: turns music mode on or off for both parties (kept with the class on the server). */
  async setMusicMode(on: boolean) {
    const s = this.store.getSnapshot();
    if (s.role !== 'teacher' || s.musicBusy || s.localLeft) return;
    this.store.set({ musicBusy: true, musicError: null });
    try {
      this.onStatus(await this.d.api.setMusicMode(on));
    } catch {
      this.store.set({ musicError: ROOM_TEXT.musicFailed });
    } finally {
      this.store.set({ musicBusy: false });
    }
  }

  dismissHeadphonesNotice() {
    this.store.set({ headphonesNotice: false });
  }

  /** This side's part of a music mode change: the connection's audio, then the microphone's processing. */
  private applyMusic(on: boolean) {
    const patch: Partial<RoomState> = { musicMode: on };
    if (on && !this.headphonesAsked) {
      this.headphonesAsked = true;
      patch.headphonesNotice = true;
    }
    this.store.set(patch);
    const parts = this.parts;
    if (!parts) return;
    void parts.peer.setMusic(on);
    this.micSwitch = this.micSwitch
      .then(async () => {
        await this.cameraReady;
        // A fresh microphone track reaches the sender through media.onTrackSwapped.
        await parts.media.setAudioMode(on ? 'music' : 'voice');
      })
      // A microphone that cannot be reopened keeps sending with its old processing.
      .catch(() => {});
  }

  setVideo(on: boolean) {
    this.parts?.media.setVideo(on);
  }

  setAudio(on: boolean) {
    this.parts?.media.setAudio(on);
  }

  async startScreenShare() {
    const parts = this.parts;
    if (!parts || this.store.getSnapshot().sharing) return;
    this.store.set({ screenError: null });
    try {
      const track = await parts.media.startScreen();
      this.store.set({ sharing: true });
      await parts.peer.shareScreen(track);
    } catch (err) {
      // The user sees the general message; the browser's own reason is kept for whoever debugs it.
      console.error('Screen sharing failed:', err);
      parts.media.stopScreen();
      this.store.set({ sharing: false, screenError: ROOM_TEXT.screenFailed });
    }
  }

  /** Stop button or the browser ending the share: the camera goes back and the peer is told. */
  async stopScreenShare() {
    const parts = this.parts;
    if (!parts || !this.store.getSnapshot().sharing) return;
    this.store.set({ sharing: false });
    await parts.peer.stopScreenShare(parts.media.stopScreen()).catch(() => {});
  }

  /** Records the leave; a teacher's leave also completes the class (after the caller's confirm). */
  async leave() {
    const s = this.store.getSnapshot();
    if (s.localLeft) return;
    this.store.set({ localLeft: true, overlay: ROOM_TEXT.youLeft, bothPresent: false });
    this.teardown();
    await this.d.api.recordAttendance('leave').catch(() => {});
    if (s.role === 'teacher') await this.d.api.completeClass().catch(() => {});
  }

  /** Stops the camera, the stream and the connection (leaving, or the page going away). */
  teardown() {
    if (this.retryTimer) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const p = this.parts;
    if (!p) return;
    p.signalling.stop();
    p.quality.stop();
    p.peer.close();
    p.media.stopAll();
  }
}
