// The lesson's core: the live room, its devices and connection, the practice tools and the
// recorder, in plain TypeScript. No React, and nothing of the browser but what is handed in
// here (biome.json's override for this folder keeps it so). Hooks and components reach the core
// through this file only, and the api through the core's port, room-api.ts, and the recorder's,
// lib/recording/recorder-api.ts (the recorder is shared with the recitals' stage).
import { MUSIC_AUDIO_KBPS } from '../../../../common/schemas/live-class/access.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { PracticeChange } from '../../../../common/schemas/live-class/practice.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { LiveSettings } from '../../../../common/schemas/live-settings.ts';
import { PracticeAudio } from '../../../lib/music/practice-audio.ts';
import { LessonRecorder, type RecorderDeps } from '../../../lib/recording/lesson-recorder.ts';
import { captureLatencyOf } from './capture-latency.ts';
import { ServerClock } from './clock-offset.ts';
import { ConnectionQualityMonitor } from './connection-quality.ts';
import { DeviceController, type DeviceDeps } from './device-controller.ts';
import { GroupRoom, type GroupRoomDeps } from './group-room.ts';
import { LiveRoom } from './live-room.ts';
import { MediaDevicesController, type MediaSource, type StreamOf } from './media-devices.ts';
import { type PeerLike, PeerSession } from './peer-session.ts';
import { PhoneCameraReceiver } from './phone-camera-receiver.ts';
import { PhoneCameraSender } from './phone-camera-sender.ts';
import { PracticePlayer, type PracticeSync } from './practice-player.ts';
import { otherRole } from './presence.ts';
import type { RoomApi, ScoreApi } from './room-api.ts';
import { ScoreBoard } from './score-board.ts';
import { SecondCamera } from './second-camera.ts';
import { type EventSourceLike, type PollApi, SignallingClient } from './signalling-client.ts';
import { SoundDelayMonitor } from './sound-delay.ts';

export type { LessonRecorder, RecorderState } from '../../../lib/recording/lesson-recorder.ts';
export type { Store } from '../../../lib/store.ts';
export type { OutgoingChat } from './chat-outbox.ts';
export type { Quality } from './connection-quality.ts';
export type { DeviceController, DeviceKind, DeviceOption, DeviceState } from './device-controller.ts';
export type { GroupFeed, GroupRoom, GroupRoomState } from './group-room.ts';
export type { LiveRoom } from './live-room.ts';
export type { MediaDevicesController } from './media-devices.ts';
export type { PeerState } from './peer-session.ts';
export type { PhoneCameraReceiver, PhoneCameraState } from './phone-camera-receiver.ts';
export type { PhoneCameraSender, PhoneSenderState } from './phone-camera-sender.ts';
export type { PracticePlayer, PracticeSync, PracticeView } from './practice-player.ts';
export type { RoomParty } from './room-api.ts';
export type { RoomParts, RoomState } from './room-state.ts';
export type { ScoreBoard, ScoreBoardState, ScorePoint, ShownMark } from './score-board.ts';
export type { SecondCamera, SecondCameraState } from './second-camera.ts';
export type { DelayLevel } from './sound-delay.ts';

/** What the room takes from the browser. */
export type BrowserMedia = {
  /** navigator.mediaDevices, or a stand-in that refuses every capture (an insecure page). */
  mediaDevices: MediaSource & DeviceDeps['devices'];
  streamOf: StreamOf;
  createPeer(config: RTCConfiguration): PeerLike;
  openEvents(url: string): EventSourceLike;
  /** Where the chosen devices are remembered; null keeps them for this page only. */
  storage: DeviceDeps['storage'];
  speakerSelectable: boolean;
  audioContext: DeviceDeps['audioContext'];
  audioElement: NonNullable<DeviceDeps['audioElement']>;
  gestures: DeviceDeps['gestures'];
  /** False where the browser has no RTCPeerConnection: the room says so instead of joining. */
  peerConnection: boolean;
};

export type LiveRoomDeps = {
  classId: string | undefined;
  api: RoomApi;
  /** The contract's polling calls: used while the event stream is down, or with LIVE_TRANSPORT=poll. */
  poll: PollApi;
  /** ICE servers, push or poll, the music bitrate; their defaults when they cannot be had. */
  settings(): Promise<LiveSettings>;
  /** The event stream's address. */
  eventsUrl: string;
  /** The shared score's calls. */
  score: ScoreApi;
  browser: BrowserMedia;
};

export type LessonRoom = {
  room: LiveRoom;
  /** Made with the room, so the join dialog's preview is the camera the room then sends. */
  media: MediaDevicesController;
  devices: DeviceController;
  /** The shared score, loaded once the user is in the room. */
  score: ScoreBoard;
};

const DEFAULT_SETTINGS: LiveSettings = {
  ice_servers: [],
  ice_transport_policy: 'all',
  transport: 'push',
  music_audio_kbps: MUSIC_AUDIO_KBPS.default,
};

/** The room with its devices; its connection and event stream are made when the user joins. */
export function createLiveRoom(deps: LiveRoomDeps): LessonRoom {
  const { browser } = deps;
  const media: MediaDevicesController = new MediaDevicesController(
    browser.mediaDevices,
    browser.streamOf,
    (c) => devices.constrain(c),
  );
  const devices = new DeviceController({
    devices: browser.mediaDevices,
    media,
    storage: browser.storage,
    speakerSelectable: browser.speakerSelectable,
    audioContext: browser.audioContext,
    audioElement: browser.audioElement,
    gestures: browser.gestures,
  });
  const score = new ScoreBoard({
    api: deps.score,
    role: () => room.getSnapshot().role,
    userId: () => room.getSnapshot().userId,
  });
  const room: LiveRoom = new LiveRoom({
    classId: deps.classId,
    score,
    api: deps.api,
    peerConnection: browser.peerConnection,
    createParts: async (role, handlers) => {
      const settings = await deps.settings().catch(() => DEFAULT_SETTINGS);
      const peer = new PeerSession({
        role,
        iceServers: settings.ice_servers,
        iceTransportPolicy: settings.ice_transport_policy,
        createPeer: browser.createPeer,
        send: deps.api.sendSignal,
        onError: (err) => console.error('live class: signalling step failed', err),
        musicKbps: settings.music_audio_kbps,
        streamOf: browser.streamOf,
      });
      const signalling = new SignallingClient({
        eventsUrl: settings.transport === 'push' ? deps.eventsUrl : null,
        openEvents: browser.openEvents,
        api: deps.poll,
        handlers,
        sinceMs: Date.now(),
      });
      // The room's end of a phone camera: the other party's, or (a teacher's) its own member's.
      const phoneEnd = (from: ClassRole) =>
        new PhoneCameraReceiver({
          from,
          iceServers: settings.ice_servers,
          iceTransportPolicy: settings.ice_transport_policy,
          createPeer: browser.createPeer,
          send: deps.api.sendSignal,
          streamOf: browser.streamOf,
          onError: (err) => console.error('live class: phone camera step failed', err),
        });
      // Without the stream no 'score' events come: the score is read again while it is down.
      const pushed = () => score.setPushed(signalling.getSnapshot().mode === 'push');
      signalling.subscribe(pushed);
      pushed();
      return {
        media,
        peer,
        signalling,
        quality: ConnectionQualityMonitor.ofPeer(peer),
        delay: new SoundDelayMonitor({
          getStats: () => peer.getStats(),
          ownCaptureMs: () => captureLatencyOf(media.getSnapshot().camera?.getAudioTracks()[0]),
          theirCaptureMs: () => peer.getSnapshot().remoteCaptureMs,
          tellCapture: (ms) => peer.setCaptureLatency(ms),
        }),
        second: new SecondCamera(browser.mediaDevices),
        phone: phoneEnd(otherRole(role)),
        ownPhone: phoneEnd(role),
      };
    },
  });
  return { room, media, devices, score };
}

export type PhoneCameraDeps = {
  /** The signed-in member's role in the class: whose second camera the phone is. */
  role: ClassRole;
  /** The phone's id in the signalling (random, a new one each time the page opens). */
  id: string;
  poll: PollApi;
  eventsUrl: string;
  settings: LiveSettings;
  sendSignal: RoomApi['sendSignal'];
  browser: Pick<BrowserMedia, 'createPeer' | 'openEvents'> & { capture: Pick<MediaDevices, 'getUserMedia'> };
};

/**
 * The camera-only page: the phone's camera sent, video only, as the member's second camera,
 * following the class (the other party in the room or not) on the event stream, or by polling.
 */
export function createPhoneCamera(deps: PhoneCameraDeps) {
  const sender = new PhoneCameraSender({
    role: deps.role,
    id: deps.id,
    capture: deps.browser.capture,
    iceServers: deps.settings.ice_servers,
    iceTransportPolicy: deps.settings.ice_transport_policy,
    createPeer: deps.browser.createPeer,
    send: deps.sendSignal,
    onError: (err) => console.error('live class: phone camera step failed', err),
  });
  const signalling = new SignallingClient({
    eventsUrl: deps.settings.transport === 'push' ? deps.eventsUrl : null,
    openEvents: deps.browser.openEvents,
    api: deps.poll,
    handlers: { status: (s) => sender.status(s), signal: (m) => sender.handle(m), chat: () => {} },
    sinceMs: Date.now(),
  });
  return {
    sender,
    start() {
      signalling.start();
      void sender.start();
    },
    stop() {
      sender.stop();
      signalling.stop();
    },
  };
}

export type PracticeDeps = {
  role: ClassRole;
  setPracticeTools(change: PracticeChange): Promise<MeetingStatus>;
  /** The server's clock (GET /api/server_time). */
  serverTime(): Promise<number>;
  /** A fresh audio context for the tools' sound; null where there is no Web Audio. */
  audioContext: (() => AudioContext) | null;
  /** Where this side's volumes are remembered. */
  storage: Storage | null;
  sync: PracticeSync;
};

/** The practice tools of one side, on the estimated server clock. */
export function createPracticePlayer(deps: PracticeDeps): PracticePlayer {
  const { audioContext } = deps;
  return new PracticePlayer({
    role: deps.role,
    setPracticeTools: deps.setPracticeTools,
    clock: new ServerClock({ serverTime: deps.serverTime }),
    createAudio: () => (audioContext ? new PracticeAudio(audioContext()) : null),
    storage: deps.storage,
    sync: deps.sync,
  });
}

/** The teacher's recorder of the lesson. */
export const createLessonRecorder = (deps: RecorderDeps) => new LessonRecorder(deps);

/** A group lesson's room on Janus (its browser pieces handed in, as the live room's are). */
export const createGroupRoom = (deps: GroupRoomDeps) => new GroupRoom(deps);
