import { errorName, isBlocked, missingOf, problemOf } from './media-problems.ts';

export type Capture = Pick<MediaDevices, 'getUserMedia'>;
export type Opened = { stream: MediaStream | null; problem: string | null };

type TrackConstraints = MediaStreamConstraints['audio'];

/** Keeps only the chosen device: a camera below the size or rate asked for still gives a lesson. */
const deviceOnly = (c: TrackConstraints): TrackConstraints =>
  typeof c === 'object' ? (c.deviceId ? { deviceId: c.deviceId } : true) : c;

/** Drops the chosen device: it may have been unplugged since it was chosen. */
function anyDevice(c: TrackConstraints): TrackConstraints {
  if (typeof c !== 'object' || !c.deviceId) return c;
  const { deviceId: _, ...rest } = c;
  return Object.keys(rest).length ? rest : true;
}

/**
 * getUserMedia, relaxed step by step while the browser says the constraints cannot be met:
 * first the camera's size and frame rate, then the chosen devices.
 */
export async function openRelaxed(capture: Capture, c: MediaStreamConstraints): Promise<MediaStream> {
  const steps = [
    c,
    { audio: c.audio, video: deviceOnly(c.video) },
    { audio: anyDevice(c.audio), video: anyDevice(deviceOnly(c.video)) },
  ].filter((s, i, all) => all.findIndex((o) => JSON.stringify(o) === JSON.stringify(s)) === i);
  let last: unknown;
  for (const step of steps) {
    try {
      return await capture.getUserMedia(step);
    } catch (err) {
      if (errorName(err) !== 'OverconstrainedError') throw err;
      last = err;
    }
  }
  throw last;
}

/**
 * The camera and microphone, or whichever of the two works (one missing or busy in another
 * app), with what to tell the user about the rest. A refusal is not asked again.
 */
export async function openCamera(capture: Capture, c: MediaStreamConstraints): Promise<Opened> {
  try {
    return { stream: await openRelaxed(capture, c), problem: null };
  } catch (err) {
    if (isBlocked(err) || !c.audio || !c.video) return { stream: null, problem: problemOf(err) };
    for (const kind of ['audio', 'video'] as const) {
      const stream = await openRelaxed(capture, { [kind]: c[kind] }).catch(() => null);
      if (stream) return { stream, problem: missingOf(kind === 'audio' ? 'video' : 'audio', err) };
    }
    return { stream: null, problem: problemOf(err) };
  }
}
