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

  clear() {
    this.trace.clear();
    this.shownAt = Number.NEGATIVE_INFINITY;
    this.store.set({ hz: null });
  }
}
