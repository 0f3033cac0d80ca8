// The microphone's two settings. Voice: the spec's 48 kHz with echo cancellation, noise
// suppression and auto gain, made for speech. Music: all three off (they eat held notes, pump the
// level and cut the highs) and two channels at 48 kHz where the device offers them.

export type AudioMode = 'voice' | 'music';

export const VOICE_AUDIO: MediaTrackConstraints = {
  sampleRate: 48_000,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

export const MUSIC_AUDIO: MediaTrackConstraints = {
  sampleRate: { ideal: 48_000 },
  channelCount: { ideal: 2 },
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
};

export const audioConstraints = (mode: AudioMode): MediaTrackConstraints =>
  mode === 'music' ? MUSIC_AUDIO : VOICE_AUDIO;

const PROCESSING = ['echoCancellation', 'noiseSuppression', 'autoGainControl'] as const;

/**
 * Does the track run the mode's processing? A setting the browser does not report is taken as
 * right, and so is one the device cannot change (its capabilities list only the other value:
 * Firefox's fake microphone, which offers no processing at all).
 */
export function processingMatches(
  settings: MediaTrackSettings,
  mode: AudioMode,
  capabilities: MediaTrackCapabilities = {},
): boolean {
  const want = mode === 'voice';
  return PROCESSING.every((key) => {
    const can = capabilities[key];
    return (
      settings[key] === undefined || settings[key] === want || (Array.isArray(can) && !can.includes(want))
    );
  });
}

export type MicTrack = Pick<
  MediaStreamTrack,
  'applyConstraints' | 'getSettings' | 'enabled' | 'kind' | 'stop'
> &
  Partial<Pick<MediaStreamTrack, 'getCapabilities'>>;

/**
 * The microphone track with the mode's processing: the same track where the browser changes it
 * in place, else a fresh one from the same device (Chromium accepts the constraints but keeps
 * its processing; a second capture of the device with other processing works beside the first).
 * The caller swaps a fresh track in and stops the old one.
 */
export async function micTrackFor<T extends MicTrack>(
  track: T,
  mode: AudioMode,
  openMic: (constraints: MediaTrackConstraints) => Promise<MediaStream>,
): Promise<T> {
  const constraints = audioConstraints(mode);
  await track.applyConstraints(constraints).catch(() => {});
  // Reopening a device that cannot do the mode's processing would only get the same again.
  if (processingMatches(track.getSettings(), mode, track.getCapabilities?.())) return track;
  const { deviceId } = track.getSettings();
  const stream = await openMic(deviceId ? { ...constraints, deviceId: { exact: deviceId } } : constraints);
  const fresh = stream.getAudioTracks()[0] as unknown as T | undefined;
  if (!fresh) throw new Error('No microphone track');
  fresh.enabled = track.enabled;
  return fresh;
}
