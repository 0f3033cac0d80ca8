// Stand-ins for the browser's media tracks and streams (jsdom has none), for the client's unit tests.

/** A camera or microphone track: its settings and capabilities, and whether it was stopped. */
export class FakeTrack extends EventTarget {
  enabled = true;
  stopped = false;
  readyState: MediaStreamTrackState = 'live';
  contentHint = '';
  settings: MediaTrackSettings = {};
  capabilities: MediaTrackCapabilities = {};
  /** Whether applyConstraints changes the processing settings in place (Chromium's does not). */
  inPlace = true;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = '',
    readonly label = '',
  ) {
    super();
  }
  getSettings(): MediaTrackSettings {
    return { deviceId: this.deviceId, ...this.settings };
  }
  getCapabilities(): MediaTrackCapabilities {
    return this.capabilities;
  }
  async applyConstraints(c: MediaTrackConstraints) {
    if (!this.inPlace) return;
    const { echoCancellation, noiseSuppression, autoGainControl } = c;
    this.settings = {
      ...this.settings,
      echoCancellation,
      noiseSuppression,
      autoGainControl,
    } as MediaTrackSettings;
  }
  stop() {
    this.stopped = true;
    this.readyState = 'ended';
  }
  /** What the browser does when the user ends a screen share from its own bar. */
  end() {
    this.dispatchEvent(new Event('ended'));
  }
}

let streamIds = 0;

export function fakeStream(...initial: FakeTrack[]): MediaStream {
  let tracks = initial;
  return {
    id: `stream-${++streamIds}`,
    addTrack: (t: FakeTrack) => {
      tracks = [...tracks, t];
    },
    removeTrack: (t: FakeTrack) => {
      tracks = tracks.filter((x) => x !== t);
    },
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  } as unknown as MediaStream;
}
