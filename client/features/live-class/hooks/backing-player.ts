import type { BackingTrack } from '../../../../common/schemas/live-class/backing-tracks.ts';
import { loopJump, loopOf, TEMPO, type Transport } from '../../../lib/music/backing-transport.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';
import type { SendMix } from './send-mix.ts';

export type BackingView = {
  track: BackingTrack | null;
  playing: boolean;
  /** Where the track is, in s (read a few times a second while playing). */
  position: number;
  duration: number;
  loop: [number, number] | null;
  /** Its level in the mix and in our ears, 0 to 1. */
  level: number;
  tempo: number;
  failed: boolean;
};

const TICK_MS = 20;
export const DEFAULT_LEVEL = 0.7;

/**
 * Our backing track: played by an audio element (its tempo changes keep the pitch, the browser's
 * own time-stretch), through a gain node to our ears and into the sound we send (SendMix), so the
 * other side hears it in time with our playing. Each change of its transport is told to the
 * other side, whose panel shows it.
 */
export class BackingPlayer implements Store<BackingView> {
  private readonly store = createStore<BackingView>({
    track: null,
    playing: false,
    position: 0,
    duration: 0,
    loop: null,
    level: DEFAULT_LEVEL,
    tempo: 1,
    failed: false,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private element: HTMLAudioElement | null = null;
  private source: MediaElementAudioSourceNode | null = null;
  private gain: GainNode | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: { mix: SendMix; peer: Pick<RoomParts['peer'], 'sendBacking'> }) {}

  /** Opens `track` paused at its start (the one before closed). */
  open(track: BackingTrack) {
    this.close();
    const element = new Audio(track.url);
    element.preload = 'auto';
    element.preservesPitch = true;
    element.playbackRate = this.store.getSnapshot().tempo;
    this.element = element;
    element.onloadedmetadata = () => this.update({ duration: element.duration || 0 });
    element.onended = () => this.update({ playing: false, position: element.duration || 0 });
    element.onerror = () => this.update({ failed: true, playing: false });
    this.store.set({ track, playing: false, position: 0, duration: 0, loop: null, failed: false });
    this.tell();
  }

  async play() {
    const element = this.element;
    if (!element) return;
    this.wire(element);
    const { loop } = this.store.getSnapshot();
    if (element.ended || (loop && element.currentTime >= loop[1])) element.currentTime = loop?.[0] ?? 0;
    await element.play().catch(() => this.update({ failed: true }));
    if (element !== this.element || element.paused) return;
    this.update({ playing: true, position: element.currentTime });
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
  }

  pause() {
    this.element?.pause();
    this.stopTimer();
    this.update({ playing: false, position: this.element?.currentTime ?? 0 });
  }

  seek(s: number) {
    if (!this.element) return;
    const position = Math.max(0, Math.min(s, this.store.getSnapshot().duration));
    this.element.currentTime = position;
    this.update({ position });
  }

  /** A loop from A to B (in either order), or none with null. */
  setLoop(a: number | null, b?: number) {
    const { duration } = this.store.getSnapshot();
    this.update({ loop: a === null || b === undefined ? null : loopOf(a, b, duration) });
  }

  setLevel(level: number) {
    this.store.set({ level });
    if (this.gain) this.gain.gain.value = level;
  }

  setTempo(tempo: number) {
    const t = Math.max(TEMPO.min, Math.min(TEMPO.max, tempo));
    if (this.element) this.element.playbackRate = t;
    this.update({ tempo: t, position: this.element?.currentTime ?? 0 });
  }

  close() {
    this.stopTimer();
    if (this.gain) this.deps.mix.remove(this.gain);
    this.source?.disconnect();
    this.gain?.disconnect();
    this.source = null;
    this.gain = null;
    if (this.element) {
      this.element.pause();
      this.element.removeAttribute('src');
      this.element.load();
    }
    this.element = null;
    if (this.store.getSnapshot().track) {
      this.store.set({ track: null, playing: false, position: 0, duration: 0, loop: null });
      this.tell();
    }
  }

  /** The element into the mix (once: an element has one source node), its level set. */
  private wire(element: HTMLAudioElement) {
    if (this.source) return;
    const audio = this.deps.mix.audio();
    this.source = audio.createMediaElementSource(element);
    this.gain = audio.createGain();
    this.gain.gain.value = this.store.getSnapshot().level;
    this.source.connect(this.gain);
    this.gain.connect(audio.destination);
    this.deps.mix.add(this.gain);
  }

  /** Back to A past B; the position for the panel. */
  private tick() {
    const element = this.element;
    if (!element) return;
    const jump = loopJump(element.currentTime, this.store.getSnapshot().loop);
    if (jump !== null) {
      element.currentTime = jump;
      this.update({ position: jump });
      return;
    }
    this.store.set({ position: element.currentTime });
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A change of the transport: ours, and the other side told. */
  private update(patch: Partial<BackingView>) {
    this.store.set(patch);
    this.tell();
  }

  private tell() {
    const s = this.store.getSnapshot();
    const transport: Transport | null = s.track && {
      name: s.track.file_name,
      playing: s.playing,
      at: s.position,
      duration: s.duration,
      loop: s.loop,
      tempo: s.tempo,
    };
    this.deps.peer.sendBacking(transport);
  }
}
