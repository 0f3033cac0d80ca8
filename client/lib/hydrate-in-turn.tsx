import { Children, type ReactNode, useState } from 'react';
import { LaterPart } from './id-scope.tsx';

/** A part's wait for its turn: done once its task has come. */
type Turn = { done: boolean; promise: Promise<void> };

// True from the start of the first hydration until its last turn has come and taken no other
// (a part in its turn can hold parts of its own).
let hydrating = false;
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;
let pumping = false;
// A tap or key press during the hydration gets its frame before the next part: the parts
// waiting would otherwise run first, and the answer to the tap would show only after them.
let inputSinceLastTurn = false;
const INPUTS = ['pointerdown', 'keydown'] as const;
const noteInput = () => {
  inputSinceLastTurn = true;
};

/**
 * Hydrates the page with each InTurn part in a task of its own. Hydrating a whole page in one task
 * blocks a slow phone's main thread for hundreds of milliseconds (a tap then waits); in turns, the
 * browser can answer input between the parts.
 */
export function hydrateInTurns(hydrate: () => void) {
  hydrating = true;
  for (const type of INPUTS) addEventListener(type, noteInput, { capture: true, passive: true });
  try {
    hydrate();
  } finally {
    if (!waiting.length) endHydration();
  }
}

function endHydration() {
  hydrating = false;
  // For tests and measuring: every part is live (start-app marks 'hydration-start').
  performance.mark('hydration-end');
  inputSinceLastTurn = false;
  for (const type of INPUTS) removeEventListener(type, noteInput, { capture: true });
}

/** A turn that is done once `come` has resolved. */
function turnAfter(come: Promise<void>): Turn {
  const turn: Turn = { done: false, promise: come };
  turn.promise = come.then(() => {
    turn.done = true;
  });
  return turn;
}

/** The next free task: one part per task, in the order the parts were met. */
function takeTurn(): Turn {
  const turn = turnAfter(new Promise<void>((resolve) => waiting.push(resolve)));
  if (!pumping) {
    pumping = true;
    nextTask();
  }
  return turn;
}

// A message, not a timer: timers in a row are held back to 4 ms each.
function nextTask() {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (inputSinceLastTurn) {
        inputSinceLastTurn = false;
        afterNextFrame(nextTask);
        return;
      }
      const next = waiting.shift();
      if (!next) {
        pumping = false;
        endHydration();
        return;
      }
      next();
      nextTask();
    };
  }
  channel.port2.postMessage(null);
}

/** Runs `then` in a task after the next frame has been drawn (at once in a hidden tab, which draws none). */
function afterNextFrame(then: () => void) {
  if (document.visibilityState === 'hidden') setTimeout(then, 0);
  else requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * A part of a prerendered page that hydrates in its own task, after the parts before it. Until
 * then its prerendered HTML stays as it is (Preact keeps a suspended boundary's DOM). Outside the
 * first hydration (a client-side navigation, a page rendered in the browser) it renders at once.
 * What waits inside a part (lazy code) needs a Suspense of its own inside it, or the part shows
 * nothing meanwhile.
 */
export function InTurn({ children }: { children: ReactNode }) {
  // At build time the part waits once too, so the prerender marks its HTML as one to keep
  // (Suspense's markers).
  const [turn] = useState(() =>
    import.meta.env.SSR ? turnAfter(Promise.resolve()) : hydrating ? takeTurn() : null,
  );
  return (
    <LaterPart>
      <Gate turn={turn}>{children}</Gate>
    </LaterPart>
  );
}

/** Each child in a turn of its own: a page's sections, one task each. */
export function InTurns({ children }: { children: ReactNode }) {
  return <>{Children.map(children, (child) => (child ? <InTurn>{child}</InTurn> : child))}</>;
}

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}
