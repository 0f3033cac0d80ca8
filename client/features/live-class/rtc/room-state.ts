import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { createStore } from '../../../lib/store.ts';
import type { OutgoingChat } from './chat-outbox.ts';
import type { ConnectionQualityMonitor } from './connection-quality.ts';
import type { MediaDevicesController } from './media-devices.ts';
import type { PeerSession } from './peer-session.ts';
import type { PhoneCameraReceiver } from './phone-camera-receiver.ts';
import type { RoomParty } from './room-api.ts';
import type { SecondCamera } from './second-camera.ts';
import type { SignallingClient } from './signalling-client.ts';
import type { SoundDelayMonitor } from './sound-delay.ts';

/** 'unsupported': the browser has no RTCPeerConnection, so it cannot hold the lesson at all. */
export type Stage =
  | 'loading'
  | 'invalid'
  | 'completed'
  | 'denied'
  | 'error'
  | 'unsupported'
  | 'join'
  | 'room';

/** What the room says to the user itself (the screens' own titles are the components'). */
export const ROOM_TEXT = {
  passwordRequired: 'Password is required',
  passwordFailed: 'Failed to verify password',
  screenFailed: 'Failed to start screen sharing. Please check your browser permissions.',
  youLeft: 'You left the meeting',
  musicFailed: 'Music mode could not be changed. Please try again.',
  lowLatencyFailed: 'Low latency could not be changed. Please try again.',
} as const;

export type RoomState = {
  stage: Stage;
  role: ClassRole | null;
  /** Our user id, once access is known. */
  userId: number | null;
  batchName: string | null;
  /** The lesson's time on the viewer's clock ('Tue 3 Mar 2026, 18:00 India time (13:30 in London)'). */
  whenLabel: string | null;
  /** The teacher and the student, named on their tiles (with their photos when a camera is off). */
  parties: Record<ClassRole, RoomParty> | null;
  needsPassword: boolean;
  /** A group lesson: the room is the group's (GroupRoom, on Janus), not the peer-to-peer one. */
  group: boolean;
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
  /** Our camera is off, or there is none: our tile shows our photo, and the other party is told. */
  cameraOff: boolean;
  screenError: string | null;
  /** The class's music mode (original sound for both parties), as the server keeps it. */
  musicMode: boolean;
  /** The class's low latency (10 ms packets, the camera giving way), acting while music mode is on. */
  lowLatency: boolean;
  /** The room turned low latency off by itself (the sound broke up): both are told until it is on again or dismissed. */
  lowLatencyFellBack: boolean;
  /** The teacher's switch is waiting for the server. */
  musicBusy: boolean;
  musicError: string | null;
  /** Asking this party to use headphones: once a visit, when music mode is first on. */
  headphonesNotice: boolean;
  /** Chat typed while the server could not be reached: sent in order, once, when it can be. */
  outbox: OutgoingChat[];
};

export const INITIAL_ROOM_STATE: RoomState = {
  stage: 'loading',
  role: null,
  userId: null,
  batchName: null,
  whenLabel: null,
  parties: null,
  needsPassword: false,
  group: false,
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
  cameraOff: false,
  screenError: null,
  musicMode: false,
  lowLatency: false,
  lowLatencyFellBack: false,
  musicBusy: false,
  musicError: null,
  headphonesNotice: false,
  outbox: [],
};

/** The room's one store: each of its parts (chat, music mode, screen share) sets its own fields. */
export type RoomStore = ReturnType<typeof createStore<RoomState>>;

/** The media pieces of the room, made once the role is known. */
export type RoomParts = {
  media: MediaDevicesController;
  peer: PeerSession;
  signalling: SignallingClient;
  quality: ConnectionQualityMonitor;
  /** The sound's one-way delay from the other party, for the readout. */
  delay: SoundDelayMonitor;
  /** This party's second camera, sent beside the face camera while it is on. */
  second: SecondCamera;
  /** The other party's phone as their second camera, on a connection of its own. */
  phone: PhoneCameraReceiver;
  /** A teacher's own phone as their second camera, received for the recording and the preview. */
  ownPhone: PhoneCameraReceiver;
};
