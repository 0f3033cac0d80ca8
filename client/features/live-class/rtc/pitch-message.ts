// One side's pitch as the other is told it, on the camera channel beside the media: computed
// from the sender's own microphone (never from the decoded sound), about 25 readings a second,
// each `{"pitch":220.41}` (Hz, two decimals) or `{"pitch":null}` for no pitch. ~20 bytes each.

/** The lowest and highest pitch believed from the other side (the detector's range, with room). */
const RANGE = { min: 20, max: 5_000 };

export const pitchMessage = (hz: number | null) =>
  JSON.stringify({ pitch: hz === null ? null : Math.round(hz * 100) / 100 });

/** The other side's pitch from a channel message: a number, null for none, undefined when not one. */
export function pitchIn(data: unknown): number | null | undefined {
  try {
    const message = JSON.parse(String(data)) as { pitch?: unknown } | null;
    if (!message || !('pitch' in message)) return undefined;
    const hz = message.pitch;
    if (hz === null) return null;
    return typeof hz === 'number' && hz >= RANGE.min && hz <= RANGE.max ? hz : undefined;
  } catch {
    return undefined;
  }
}

/** Sends at most one reading every `everyMs`, and always a change between pitch and none. */
export class PitchThrottle {
  private sentAt = Number.NEGATIVE_INFINITY;
  private sentNone = true;

  constructor(private readonly everyMs = 40) {}

  due(hz: number | null, at: number): boolean {
    const none = hz === null;
    if (at - this.sentAt < this.everyMs && none === this.sentNone) return false;
    this.sentAt = at;
    this.sentNone = none;
    return true;
  }
}
