import { inView } from 'motion';
import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has been `amount` (0-1) visible; stays true. Starts false on the
 * server and in the first client render, so hydration matches.
 */
export function useSeenOnce(ref: RefObject<Element | null>, amount = 0.3): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    return inView(
      el,
      () => {
        setSeen(true);
      },
      { amount },
    );
  }, [ref, amount, seen]);
  return seen;
}
