/** What the user is told when a camera or microphone cannot be used; none of it stops the join. */
export const DEVICE_TEXT = {
  blocked:
    'Your browser is blocking the camera and microphone. To allow them, click the camera or lock icon in the address bar, set Camera and Microphone to Allow, then reload this page. You can still join: you will see and hear the class, but not be seen or heard.',
  unsupported:
    'This browser cannot use a camera or microphone on this page (it needs a secure https address). You can still join: you will see and hear the class, but not be seen or heard.',
  none: 'No camera or microphone was found. You can still join: you will see and hear the class, but not be seen or heard.',
  noCamera: 'No camera was found. You can join with your microphone only.',
  noMicrophone:
    'No microphone was found. You can join with your camera only: the other side will not hear you.',
  busy: (what: string) =>
    `Your ${what} is being used by another app. Close that app (or its browser tab), then choose the device again. You can still join without it.`,
  failed: (reason: string) =>
    `The camera and microphone could not be started (${reason}). You can still join: you will see and hear the class, but not be seen or heard.`,
  unplugged: (label: string, what: string) => `${label} was unplugged. Using the default ${what} now.`,
  notConnected: (what: string) => `The ${what} you chose before is not connected. Using the default ${what}.`,
  soundFailed: (reason: string) => `The test sound could not be played (${reason}).`,
} as const;

export type InputKind = 'audio' | 'video';

export const deviceWord = (kind: InputKind) => (kind === 'audio' ? 'microphone' : 'camera');

export const errorName = (err: unknown) =>
  err instanceof Error || err instanceof DOMException ? err.name : '';

/** The browser or the user refused the capture (no device needs to be tried again). */
export const isBlocked = (err: unknown) => ['NotAllowedError', 'SecurityError'].includes(errorName(err));

const isBusy = (err: unknown) =>
  ['NotReadableError', 'TrackStartError', 'AbortError'].includes(errorName(err));
const isMissing = (err: unknown) =>
  ['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'].includes(errorName(err));

/** Why nothing could be opened, as the user is told it. */
export function problemOf(err: unknown): string {
  if (isBlocked(err)) return DEVICE_TEXT.blocked;
  if (errorName(err) === 'NotSupportedError') return DEVICE_TEXT.unsupported;
  if (isMissing(err)) return DEVICE_TEXT.none;
  if (isBusy(err)) return DEVICE_TEXT.busy('camera or microphone');
  return DEVICE_TEXT.failed(err instanceof Error ? err.message || err.name : String(err));
}

/** Why one kind is missing while the other works. */
export function missingOf(kind: InputKind, err: unknown): string {
  if (isBusy(err)) return DEVICE_TEXT.busy(deviceWord(kind));
  if (isMissing(err)) return kind === 'video' ? DEVICE_TEXT.noCamera : DEVICE_TEXT.noMicrophone;
  return problemOf(err);
}
