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
    let active = false;
    const stopCentre = inView(
      el,
      () => {
        active = true;
        setState('active');
        // Returning a leave handler keeps motion watching, so later passes play again.
        return () => undefined;
      },
      { margin: '-49% 0px -49% 0px' },
    );
    // Back to waiting once the element is below the middle again, however it got there
    // (a scroll, the Home key, a jump that skips the middle line altogether).
    const onScroll = () => {
      if (active && el.getBoundingClientRect().top > window.innerHeight / 2) {
        active = false;
        setState('waiting');
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      stopCentre();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref, reduced]);
  return state;
}
