import { createStore, type Store } from '../../../lib/store.ts';
import { CAMERA_HINT } from './media-devices.ts';
import { DEVICE_TEXT, errorName, isBlocked } from './media-problems.ts';

/** The second camera's picture: smaller than the face camera's, a hand or a keyboard needs no more. */
export const SECOND_CAMERA_VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};

/** Why the second camera could not be opened, as the user is told it. */
export function secondCameraProblem(err: unknown): string {
  const name = errorName(err);
  if (isBlocked(err))
    return 'Your browser is blocking the camera. Allow it from the camera or lock icon in the address bar.';
  if (['NotFoundError', 'OverconstrainedError'].includes(name))
    return 'That camera is not connected any more. Choose another.';
  if (['NotReadableError', 'TrackStartError', 'AbortError'].includes(name)) return DEVICE_TEXT.busy('camera');
  return `The second camera could not be started (${err instanceof Error ? err.message || name : String(err)}).`;
}

export type SecondCameraState = {
  /** The second camera while it is on (video only). */
  stream: MediaStream | null;
  /** Which camera it is ('' while there is none). */
  deviceId: string;
  opening: boolean;
  /** Why it could not be opened, as the user is told it. */
  error: string | null;
};

/**
 * This party's second camera (over the keyboard or the fretboard): another camera of the same
 * computer, opened on demand beside the face camera. The room sends whatever it holds.
 */
export class SecondCamera implements Store<SecondCameraState> {
  private readonly store = createStore<SecondCameraState>({
    stream: null,
    deviceId: '',
    opening: false,
    error: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  /** Counts starts and stops: a camera that opens after a later one is stopped at once. */
  private generation = 0;

  constructor(private readonly source: Pick<MediaDevices, 'getUserMedia'>) {}

  /** The track to send (null: none). */
  track(): MediaStreamTrack | null {
    return this.store.getSnapshot().stream?.getVideoTracks()[0] ?? null;
  }

  /** Opens this camera as the second one, in place of any second camera before it. */
  async start(deviceId: string) {
    const generation = ++this.generation;
    this.store.set({ opening: true, error: null });
    try {
      const exact = { deviceId: { exact: deviceId } };
      // That camera or none: never the face camera in its place. Below 720 lines it still serves.
      const stream = await this.source
        .getUserMedia({ audio: false, video: { ...SECOND_CAMERA_VIDEO, ...exact } })
        .catch((err: unknown) => {
          if (errorName(err) !== 'OverconstrainedError') throw err;
          return this.source.getUserMedia({ audio: false, video: exact });
        });
      if (generation !== this.generation) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      const track = stream.getVideoTracks()[0];
      if (track) {
        track.contentHint = CAMERA_HINT;
        // Unplugged: the tile goes on both sides.
        track.addEventListener('ended', () => {
          if (this.store.getSnapshot().stream === stream) this.stop();
        });
      }
      this.release();
      this.store.set({ stream, deviceId, opening: false });
    } catch (err) {
      if (generation === this.generation) this.store.set({ opening: false, error: secondCameraProblem(err) });
    }
  }

  stop() {
    this.generation++;
    this.release();
    this.store.set({ stream: null, deviceId: '', opening: false, error: null });
  }

  private release() {
    for (const t of this.store.getSnapshot().stream?.getTracks() ?? []) t.stop();
  }
}
