import { createStore, type Store } from './store.ts';

// Spec section 9: video ideal 1920x1080 (min 1280x720) at 30 fps (min 24); audio 48 kHz
// with echo cancellation, noise suppression and auto gain.
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    width: { ideal: 1920, min: 1280 },
    height: { ideal: 1080, min: 720 },
    frameRate: { ideal: 30, min: 24 },
  },
  audio: {
    sampleRate: 48_000,
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
  },
};

export const SCREEN_CONSTRAINTS: DisplayMediaStreamOptions = { video: { frameRate: 30 }, audio: false };

export type MediaSource = Pick<MediaDevices, 'getUserMedia' | 'getDisplayMedia'>;

export type MediaState = {
  camera: MediaStream | null;
  screen: MediaStream | null;
  videoOn: boolean;
  audioOn: boolean;
  /** Why the camera or microphone could not be opened. */
  error: string | null;
};

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

  constructor(private readonly source: MediaSource) {}

  async startCamera(): Promise<MediaStream> {
    const current = this.store.getSnapshot().camera;
    if (current) return current;
    try {
      // A camera below the minimum still gives a lesson: retry with any camera.
      const stream = await this.source
        .getUserMedia(CAMERA_CONSTRAINTS)
        .catch((err: unknown) =>
          err instanceof Error && err.name === 'OverconstrainedError'
            ? this.source.getUserMedia({ video: true, audio: CAMERA_CONSTRAINTS.audio })
            : Promise.reject(err),
        );
      this.store.set({ camera: stream, error: null });
      return stream;
    } catch (err) {
      this.store.set({ error: err instanceof Error ? err.message : String(err) });
      throw err;
    }
  }

  async startScreen(): Promise<MediaStreamTrack> {
    const stream = await this.source.getDisplayMedia(SCREEN_CONSTRAINTS);
    const track = stream.getVideoTracks()[0];
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
    this.store.set({ camera: null, screen: null });
  }
}
