import type { SoundChange } from './keyboard-model.ts';

/** Notes sounding at once; a further note lets the oldest go (a chord with the pedal stays well under). */
const VOICES = 24;
const RELEASE_S = 0.12;

type Voice = { note: number; gain: GainNode; oscillators: OscillatorNode[] };

const hz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * A small built-in piano sound for the other side's keys (no samples to download): two
 * oscillators a note through a low-pass that opens with the velocity, struck and then fading
 * as a piano string does, low notes longer than high ones.
 */
export class PianoSynth {
  private ctx: AudioContext | null = null;
  private voices: Voice[] = [];

  constructor(private readonly createContext: () => AudioContext) {}

  /** Opens the sound (from a click, so the browser lets it play). */
  start() {
    this.ctx ??= this.createContext();
    void this.ctx.resume().catch(() => {});
  }

  /** Plays a keyboard change `delayMs` from now (see note-spacing.ts); nothing while not started. */
  play(change: SoundChange, delayMs = 0) {
    const ctx = this.ctx;
    if (!ctx) return;
    const at = ctx.currentTime + delayMs / 1000;
    for (const note of change.stop) this.release(note, at);
    if (change.start) this.strike(ctx, change.start.note, change.start.velocity, at);
  }

  stop() {
    this.voices = [];
    void this.ctx?.close().catch(() => {});
    this.ctx = null;
  }

  private strike(ctx: AudioContext, note: number, velocity: number, at: number) {
    if (this.voices.length >= VOICES) {
      const oldest = this.voices[0];
      if (oldest) this.release(oldest.note, at);
    }
    const loud = (velocity / 127) ** 1.5 * 0.25;
    const filter = new BiquadFilterNode(ctx, {
      type: 'lowpass',
      frequency: hz(note) * (2 + (velocity / 127) * 6),
    });
    const gain = new GainNode(ctx, { gain: 0 });
    // A piano string: struck in 5 ms, then fading, a low string for longer (4 s to 1 s).
    const fade = 4 - (3 * (note - 21)) / 87;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(loud, at + 0.005);
    gain.gain.setTargetAtTime(0, at + 0.005, fade / 4);
    filter.connect(gain).connect(ctx.destination);
    const oscillators = [
      { type: 'triangle' as const, ratio: 1, level: 1 },
      { type: 'sine' as const, ratio: 2, level: 0.3 },
    ].map(({ type, ratio, level }) => {
      const osc = new OscillatorNode(ctx, { type, frequency: hz(note) * ratio });
      osc.connect(new GainNode(ctx, { gain: level })).connect(filter);
      osc.start(at);
      osc.stop(at + fade * 1.5);
      return osc;
    });
    this.voices.push({ note, gain, oscillators });
  }

  private release(note: number, at: number) {
    const voice = this.voices.find((v) => v.note === note);
    if (!voice) return;
    this.voices = this.voices.filter((v) => v !== voice);
    voice.gain.gain.cancelScheduledValues(at);
    voice.gain.gain.setTargetAtTime(0, at, RELEASE_S / 3);
    for (const osc of voice.oscillators) osc.stop(at + RELEASE_S * 2);
  }
}
