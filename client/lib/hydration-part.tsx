import { Children, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

/** A part's record: done once its boundary has committed (hydrated, or rendered). */
type Part = { done: boolean };

// Parts whose boundary has not committed yet, and whether the first hydration's shell has.
const pending = new Set<Part>();
let shellCommitted = false;
let marked = false;

// Run after the commit's other effects: a part that commits can hold parts of its own, which
// join the pending set in the same commit.
function markIfDone() {
  queueMicrotask(markIfDoneNow);
}

function markIfDoneNow() {
  if (marked || !shellCommitted || pending.size) return;
  // For tests and measuring: every part of the first hydration is live (start-app marks
  // 'hydration-start'). A page rendered without hydrating has no start, and gets no end.
  if (!performance.getEntriesByName('hydration-start').length) return;
  marked = true;
  performance.mark('hydration-end');
}

/**
 * A part of the page that React hydrates on its own: a Suspense boundary. React hydrates the
 * shell around it first and each such boundary afterwards, in tasks of its own at a lower
 * priority, and first the one a tap or key press reaches (selective hydration), so a slow phone
 * answers input between the parts. Its prerendered HTML stays as it is until then. What waits
 * inside a part (lazy code) needs a Suspense of its own inside it, or the part shows nothing
 * meanwhile.
 */
export function HydrationPart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [part] = useState<Part>(() => ({ done: false }));
  useLayoutEffect(() => {
    if (!part.done) pending.add(part);
    return () => {
      pending.delete(part);
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      <Committed part={part} />
      {children}
    </Suspense>
  );
}

/** Renders nothing; its layout effect runs when its boundary commits. */
function Committed({ part }: { part: Part }) {
  useLayoutEffect(() => {
    part.done = true;
    pending.delete(part);
    markIfDone();
  }, [part]);
  return null;
}

/** Each child a part of its own: a page's sections. */
export function HydrationParts({ children }: { children: ReactNode }) {
  return <>{Children.map(children, (child) => (child ? <HydrationPart>{child}</HydrationPart> : child))}</>;
}

/**
 * Placed after the frame's parts: its layout effect runs when the shell has committed, after
 * every part's outer effect, so the parts still waiting are known.
 */
export function HydrationEndMark() {
  useLayoutEffect(() => {
    shellCommitted = true;
    markIfDone();
  }, []);
  return null;
}
