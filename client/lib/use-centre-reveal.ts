import { inView } from 'motion';
import { type RefObject, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * 'shown' while prerendered and under reduced motion; once scripts run, 'waiting' until
 * the element reaches the middle of the viewport, then 'active'. Scrolling back up so the
 * element is below the middle again resets it to 'waiting', so it plays once per pass.
 */
export type RevealState = 'shown' | 'waiting' | 'active';

export function useCentreReveal(ref: RefObject<HTMLElement | null>): RevealState {
  const reduced = useReducedMotion();
  const [state, setState] = useState<RevealState>('shown');
  useEffect(() => {
    const el = ref.current;
    if (!el || reduced) {
      setState('shown');
      return;
    }
    setState('waiting');
    return inView(
      el,
      () => {
        setState('active');
        return (entry) => {
          const middle = window.innerHeight / 2;
          if (entry.boundingClientRect.top > middle) setState('waiting');
        };
      },
      { margin: '-49% 0px -49% 0px' },
    );
  }, [ref, reduced]);
  return state;
}
