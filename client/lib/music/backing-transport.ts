// A backing track's transport as the other side is told it, on the lesson's camera channel: its sound
// comes in the lesson's own stream (the player mixes it into what they send), so the message is
// only what the other side's panel shows. Sent on each change (play, pause, seek, loop, tempo), not
// as it plays: the other side runs the position on from `at` itself.
// `{"backing":{"name":"Yaman.mp3","playing":true,"at":12.5,"duration":180,"loop":[10,20],"tempo":0.8}}`,
// `{"backing":null}` when no track is open.

/** A loop of less than this is no loop (A and B set at the same spot). */
export const MIN_LOOP_S = 0.2;
export const TEMPO = { min: 0.5, max: 1 } as const;

export type Transport = {
  name: string;
  playing: boolean;
  /** The position in s when the message was sent. */
  at: number;
  duration: number;
  /** The section played over and over, [A, B] in s. */
  loop: readonly [number, number] | null;
  /** The speed, 0.5 to 1 (the pitch stays). */
  tempo: number;
};

export const transportMessage = (t: Transport | null) =>
  JSON.stringify({
    backing: t && {
      ...t,
      at: round(t.at),
      duration: round(t.duration),
      loop: t.loop && [round(t.loop[0]), round(t.loop[1])],
    },
  });

const round = (s: number) => Math.round(s * 100) / 100;
const seconds = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** The other side's transport from a channel message: null for none, undefined when not one or not believable. */
export function transportIn(data: unknown): Transport | null | undefined {
  let message: { backing?: unknown } | null;
  try {
    message = JSON.parse(String(data));
  } catch {
    return undefined;
  }
  if (!message || typeof message !== 'object' || !('backing' in message)) return undefined;
  const b = message.backing as Partial<Record<keyof Transport, unknown>> | null;
  if (b === null) return null;
  if (typeof b !== 'object' || typeof b.name !== 'string' || typeof b.playing !== 'boolean') return undefined;
  if (!seconds(b.at) || !seconds(b.duration) || typeof b.tempo !== 'number') return undefined;
  if (b.tempo < TEMPO.min || b.tempo > TEMPO.max) return undefined;
  const loop = b.loop ?? null;
  if (loop !== null && !validLoop(loop, b.duration)) return undefined;
  return {
    name: b.name.slice(0, 200),
    playing: b.playing,
    at: Math.min(b.at, b.duration),
    duration: b.duration,
    loop: loop as [number, number] | null,
    tempo: b.tempo,
  };
}

function validLoop(loop: unknown, duration: number): boolean {
  if (!Array.isArray(loop) || loop.length !== 2) return false;
  const [a, b] = loop;
  return seconds(a) && seconds(b) && b - a >= MIN_LOOP_S && b <= duration + 0.01;
}

/**
 * Where the track is `elapsedMs` after the transport was told: on at its tempo while playing,
 * round the loop once past its end (as the player jumps back), held at the end otherwise.
 */
export function positionAt(t: Transport, elapsedMs: number): number {
  if (!t.playing) return t.at;
  const at = t.at + (elapsedMs / 1000) * t.tempo;
  if (t.loop && t.at < t.loop[1]) {
    const [a, b] = t.loop;
    return at < b ? at : a + ((at - b) % (b - a));
  }
  return Math.min(at, t.duration);
}

/**
 * A loop from A to B set by hand: in order, within the track, and long enough to play; null
 * (no loop) when it is not.
 */
export function loopOf(a: number, b: number, duration: number): [number, number] | null {
  const from = Math.max(0, Math.min(a, b));
  const to = Math.min(duration, Math.max(a, b));
  return to - from >= MIN_LOOP_S ? [from, to] : null;
}

/** Where the player goes next: back to A once past B while a loop is set, else nowhere (null). */
export const loopJump = (position: number, loop: Transport['loop']) =>
  loop && position >= loop[1] ? loop[0] : null;

/** "1:05" for 65 s. */
export function clock(s: number): string {
  const whole = Math.floor(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
