import {
  type AudioMode,
  audioConstraints,
  micTrackFor,
  VOICE_AUDIO,
} from '../../../lib/music/audio-constraints.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import { openCamera, openRelaxed } from './open-camera.ts';

// Capture: video ideal 1920x1080 (min 1280x720) at 30 fps (min 24); audio 48 kHz
// with echo cancellation, noise suppression and auto gain.
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    width: { ideal: 1920, min: 1280 },
    height: { ideal: 1080, min: 720 },
    frameRate: { ideal: 30, min: 24 },
  },
  audio: VOICE_AUDIO,
};

/**
 * A tab's or the system's sound comes with the screen where the browser offers it (Chromium: a
 * tab's, or the whole screen's on Windows and ChromeOS); it is mixed into the sound we send.
 */
export const SCREEN_CONSTRAINTS: DisplayMediaStreamOptions & { systemAudio?: 'include' | 'exclude' } = {
  video: { frameRate: 30 },
  audio: true,
  // Chromium's: the whole screen's sound offered too (TypeScript's DOM types lack it).
  systemAudio: 'include',
};

/** The encoder keeps a playing hand smooth, and sheet music on a shared screen sharp. */
export const CAMERA_HINT = 'motion';
export const SCREEN_HINT = 'detail';

export type MediaSource = Pick<MediaDevices, 'getUserMedia' | 'getDisplayMedia'>;

/** A stream of these tracks: `new MediaStream(tracks)` in the browser (the core makes none itself). */
export type StreamOf = (tracks: MediaStreamTrack[]) => MediaStream;

export type MediaState = {
  camera: MediaStream | null;
  screen: MediaStream | null;
  videoOn: boolean;
  audioOn: boolean;
  /** Why the camera or microphone could not be opened, as the user is told it. */
  error: string | null;
};

/** There is a camera and it is on; otherwise both parties see this party's photo in its place. */
export const cameraShown = (media: Pick<MediaState, 'camera' | 'videoOn'>): boolean =>
  media.videoOn && (media.camera?.getVideoTracks().length ?? 0) > 0;

/**
 * The local camera, microphone and screen. Knows nothing of the peer connection: the
 * peer session takes whichever video track is current (camera or screen).
 */
export class MediaDevicesController implements Store<MediaState> {
  private readonly store = createStore<MediaState>({
    camera: null,
    screen: null,
    videoOn: true,
    audioOn: true,
    error: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  /** Called when the browser ends the screen share (its own "Stop sharing" bar). */
  onScreenEnded: (() => void) | null = null;
  /** Called when another camera or microphone replaced `old` in the camera stream. */
  onTrackSwapped: ((old: MediaStreamTrack, track: MediaStreamTrack, stream: MediaStream) => void) | null =
    null;
  private opening: Promise<MediaStream> | null = null;
  private audioMode: AudioMode = 'voice';
  /** Counts stopAll calls: a camera that opens after one is stopped at once. */
  private generation = 0;

  /** `withDevices` adds the chosen camera and microphone to the constraints. */
  constructor(
    private readonly source: MediaSource,
    readonly streamOf: StreamOf,
    private readonly withDevices: (c: MediaStreamConstraints) => MediaStreamConstraints = (c) => c,
  ) {}

  /** The camera and microphone (or the one of them that works); rejects when neither opens. */
  startCamera(): Promise<MediaStream> {
    const current = this.store.getSnapshot().camera;
    if (current) return Promise.resolve(current);
    // The join dialog's preview and the room share one opening.
    const generation = this.generation;
    this.opening ??= openCamera(this.source, this.constraints()).then(({ stream, problem }) => {
      if (generation !== this.generation) {
        for (const t of stream?.getTracks() ?? []) t.stop();
        return Promise.reject(new Error('stopped'));
      }
      this.opening = null;
      for (const t of stream?.getVideoTracks() ?? []) t.contentHint = CAMERA_HINT;
      this.store.set({ camera: stream, error: problem });
      return stream ?? Promise.reject(new Error(problem ?? 'no camera or microphone'));
    });
    return this.opening;
  }

  /**
   * Opens the chosen (or default) device of one kind and puts it in place of the current one;
   * the peer swaps it on its sender. Throws, keeping the old device, when it cannot be opened.
   */
  async switchInput(kind: 'audio' | 'video') {
    const fresh = await openRelaxed(this.source, { [kind]: this.constraints()[kind] });
    const track = fresh.getTracks()[0];
    const { camera, videoOn, audioOn } = this.store.getSnapshot();
    track.enabled = kind === 'video' ? videoOn : audioOn;
    if (kind === 'video') track.contentHint = CAMERA_HINT;
    this.swapIn(camera?.getTracks().find((t) => t.kind === kind) ?? null, track);
  }

  /**
   * The microphone in voice or music processing (the mode also applies to microphones opened
   * later); a fresh track from the same device takes the old one's place where the browser cannot
   * change the processing in place.
   */
  async setAudioMode(mode: AudioMode) {
    this.audioMode = mode;
    const camera = this.store.getSnapshot().camera;
    const old = camera?.getAudioTracks()[0];
    if (!old) return;
    const track = await micTrackFor(old, mode, (audio) => this.source.getUserMedia({ audio }));
    if (track === old) return;
    if (this.store.getSnapshot().camera !== camera) {
      track.stop(); // the room was left, or another microphone chosen, meanwhile
      return;
    }
    this.swapIn(old, track);
  }

  /** Puts `track` in the camera stream in place of `old`; the peer sends it instead. */
  private swapIn(old: MediaStreamTrack | null, track: MediaStreamTrack) {
    const camera = this.store.getSnapshot().camera;
    const stream = this.streamOf([...(camera?.getTracks() ?? []).filter((t) => t !== old), track]);
    this.store.set({ camera: stream, error: null });
    if (old) {
      old.stop();
      this.onTrackSwapped?.(old, track, stream);
    }
  }

  private constraints(): MediaStreamConstraints {
    return this.withDevices({ ...CAMERA_CONSTRAINTS, audio: audioConstraints(this.audioMode) });
  }

  async startScreen(): Promise<MediaStreamTrack> {
    const stream = await this.source.getDisplayMedia(SCREEN_CONSTRAINTS);
    const track = stream.getVideoTracks()[0];
    track.contentHint = SCREEN_HINT;
    track.addEventListener('ended', () => {
      if (this.store.getSnapshot().screen === stream) this.onScreenEnded?.();
    });
    this.store.set({ screen: stream });
    return track;
  }

  /** Stops the screen capture; returns the camera's video track to send again. */
  stopScreen(): MediaStreamTrack | null {
    const { screen, camera } = this.store.getSnapshot();
    for (const t of screen?.getTracks() ?? []) t.stop();
    this.store.set({ screen: null });
    return camera?.getVideoTracks()[0] ?? null;
  }

  setVideo(on: boolean) {
    for (const t of this.store.getSnapshot().camera?.getVideoTracks() ?? []) t.enabled = on;
    this.store.set({ videoOn: on });
  }

  setAudio(on: boolean) {
    for (const t of this.store.getSnapshot().camera?.getAudioTracks() ?? []) t.enabled = on;
    this.store.set({ audioOn: on });
  }

  stopAll() {
    const { camera, screen } = this.store.getSnapshot();
    for (const t of [...(camera?.getTracks() ?? []), ...(screen?.getTracks() ?? [])]) t.stop();
    this.opening = null;
    this.generation++;
    this.store.set({ camera: null, screen: null });
  }
}
