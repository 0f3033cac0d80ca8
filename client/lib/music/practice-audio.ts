import type { BeatKind } from '../../../common/practice-tools.ts';

/** Each beat kind's click: pitch (Hz), loudness and length (s). Sam is the accent; khali is low and soft. */
const CLICKS: Record<BeatKind, { hz: number; wave: OscillatorType; gain: number; length: number }> = {
  sam: { hz: 1_760, wave: 'square', gain: 0.5, length: 0.07 },
  tali: { hz: 1_320, wave: 'triangle', gain: 0.6, length: 0.05 },
  khali: { hz: 392, wave: 'sine', gain: 0.8, length: 0.12 },
  beat: { hz: 1_000, wave: 'sine', gain: 0.45, length: 0.035 },
};

/** A plucked tanpura string rings this long. */
export const PLUCK_SECONDS = 3.4;

/**
 * The tools' sound, made in Web Audio: clicks for the metronome and a tanpura-like drone from
 * oscillators (no samples). Both go to this page's own output through their volumes, never into
 * the microphone track that is sent.
 */
export class PracticeAudio {
  private readonly master: GainNode;
  private readonly metronome: GainNode;
  private readonly drone: GainNode;
  private wave: PeriodicWave | null = null;

  constructor(readonly ctx: AudioContext) {
    this.master = ctx.createGain();
    this.metronome = ctx.createGain();
    this.drone = ctx.createGain();
    this.metronome.connect(this.master);
    this.drone.connect(this.master);
    this.master.connect(ctx.destination);
  }

  setLevels({ metronome, drone, muted }: { metronome: number; drone: number; muted: boolean }) {
    const now = this.ctx.currentTime;
    // A short glide, so a change does not click.
    this.master.gain.setTargetAtTime(muted ? 0 : 1, now, 0.02);
    this.metronome.gain.setTargetAtTime(metronome, now, 0.02);
    this.drone.gain.setTargetAtTime(drone * 0.5, now, 0.02);
  }

  /** One metronome click at context time `at`; stopping the node cancels it. */
  click(kind: BeatKind, at: number): AudioScheduledSourceNode {
    const c = CLICKS[kind];
    const osc = this.ctx.createOscillator();
    const env = this.ctx.createGain();
    osc.type = c.wave;
    osc.frequency.value = c.hz;
    env.gain.setValueAtTime(0, at);
    env.gain.linearRampToValueAtTime(c.gain, at + 0.002);
    env.gain.exponentialRampToValueAtTime(0.001, at + c.length);
    osc.connect(env).connect(this.metronome);
    osc.start(at);
    osc.stop(at + c.length + 0.01);
    return osc;
  }

  /**
   * One pluck of a tanpura string at `hz`: a bright tone (many harmonics, the upper ones strong
   * like the buzzing bridge's jawari) that swells a little, then rings away, its top slowly
   * closing; a second voice a few cents off makes it shimmer.
   */
  pluck(hz: number, at: number): AudioScheduledSourceNode[] {
    const ctx = this.ctx;
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.Q.value = 0.7;
    filter.frequency.setValueAtTime(Math.min(hz * 24, 9_000), at);
    filter.frequency.exponentialRampToValueAtTime(Math.min(hz * 6, 4_000), at + PLUCK_SECONDS);
    const env = ctx.createGain();
    env.gain.setValueAtTime(0, at);
    env.gain.linearRampToValueAtTime(0.22, at + 0.03);
    env.gain.linearRampToValueAtTime(0.25, at + 0.4);
    env.gain.exponentialRampToValueAtTime(0.001, at + PLUCK_SECONDS);
    filter.connect(env).connect(this.drone);
    return [0, 7].map((cents) => {
      const osc = ctx.createOscillator();
      osc.setPeriodicWave(this.stringWave());
      osc.frequency.value = hz;
      osc.detune.value = cents;
      const g = ctx.createGain();
      g.gain.value = cents === 0 ? 1 : 0.35;
      osc.connect(g).connect(filter);
      osc.start(at);
      osc.stop(at + PLUCK_SECONDS + 0.05);
      return osc;
    });
  }

  private stringWave(): PeriodicWave {
    if (!this.wave) {
      const n = 32;
      const real = new Float32Array(n);
      const imag = new Float32Array(n);
      for (let k = 1; k < n; k++) {
        // Falling harmonics with a bump around the 8th to 14th: the jawari's buzz.
        const bump = k >= 8 && k <= 14 ? 2.2 : 1;
        imag[k] = (bump / k ** 0.9) * (k % 2 === 0 ? 0.8 : 1);
      }
      this.wave = this.ctx.createPeriodicWave(real, imag);
    }
    return this.wave;
  }

  close() {
    this.master.disconnect();
  }
}
