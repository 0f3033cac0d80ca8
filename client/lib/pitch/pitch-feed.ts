import { createStore, type Store } from '../store.ts';
import { PitchTrace } from './pitch-trace.ts';

export type PitchFeedView = { hz: number | null };

/** The text under the line changes at most this often (the line itself is redrawn each frame). */
const TEXT_EVERY_MS = 250;

/**
 * One singer's pitch as it arrives (this page's microphone, or the other side's messages): the
 * trace the canvas draws, and a throttled current pitch for the text.
 */
export class PitchFeed implements Store<PitchFeedView> {
  readonly trace = new PitchTrace();
  private readonly store = createStore<PitchFeedView>({ hz: null });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private shownAt = Number.NEGATIVE_INFINITY;

  constructor(readonly now: () => number) {}

  push(hz: number | null, at = this.now()) {
    this.trace.add({ at, hz });
    // A change between a pitch and none shows at once: the last word is never held back.
    const sameKind = (hz === null) === (this.store.getSnapshot().hz === null);
    if (sameKind && at - this.shownAt < TEXT_EVERY_MS) return;
    this.shownAt = at;
    this.store.set({ hz });
  }

  /**
   * No pitch, if the last reading had one and nothing came for `staleMs`: the other side's
   * messages stopped (a lost connection, a closed tab) and its last note must not stay up.
   */
  expire(now = this.now(), staleMs = 500) {
    const last = this.trace.current(now, Number.POSITIVE_INFINITY);
    if (last !== null && this.trace.current(now, staleMs) === null) this.push(null, now);
  }

  clear() {
    this.trace.clear();
    this.shownAt = Number.NEGATIVE_INFINITY;
    this.store.set({ hz: null });
  }
}
