export type ToneContext = Pick<
  AudioContext,
  'createOscillator' | 'createGain' | 'destination' | 'currentTime' | 'close' | 'createMediaStreamDestination'
> & {
  setSinkId?: (id: string) => Promise<void>;
};

/** An element that plays a stream on a chosen speaker (HTMLAudioElement), for contexts without setSinkId. */
export type SinkElement = {
  srcObject: MediaProvider | null;
  setSinkId(id: string): Promise<void>;
  play(): Promise<void>;
  pause(): void;
};

/** Two soft notes, A4 then E5: short, and unmistakable as the test. */
export const TEST_NOTES = [
  { hz: 440, at: 0 },
  { hz: 659.25, at: 0.3 },
] as const;
const NOTE_SECONDS = 0.45;

/**
 * Plays the test sound through the chosen speaker (`sinkId`, where the browser can choose one;
 * '' or 'default' is the system's), and resolves when it has finished. A context that cannot
 * choose its speaker (Firefox) plays through an element that can (`element`).
 */
export async function playTestSound(
  ctx: ToneContext,
  sinkId: string | null,
  element: (() => SinkElement) | null = null,
): Promise<void> {
  let out: AudioNode = ctx.destination;
  let player: SinkElement | null = null;
  try {
    const id = sinkId === 'default' ? '' : sinkId;
    if (id !== null && ctx.setSinkId) await ctx.setSinkId(id);
    else if (id && element) {
      const stream = ctx.createMediaStreamDestination();
      player = element();
      player.srcObject = stream.stream;
      await player.setSinkId(id);
      await player.play();
      out = stream;
    }
    const start = ctx.currentTime + 0.05;
    const ended: Promise<void>[] = [];
    for (const note of TEST_NOTES) {
      const t = start + note.at;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = note.hz;
      // A quick rise and a fall, so the notes do not click.
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + NOTE_SECONDS);
      osc.connect(gain).connect(out);
      ended.push(new Promise((resolve) => osc.addEventListener('ended', () => resolve(), { once: true })));
      osc.start(t);
      osc.stop(t + NOTE_SECONDS);
    }
    await Promise.all(ended);
  } finally {
    player?.pause();
    await ctx.close().catch(() => {});
  }
}
