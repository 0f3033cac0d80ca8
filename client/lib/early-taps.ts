/** The controls recorded: a button that carries this attribute, named by its value. */
const ATTRIBUTE = 'data-early-tap';

export type EarlyTaps = {
  /** Stops recording; the control tapped last, if any, found in the page again by its name (once). */
  take(): HTMLElement | null;
};

/**
 * Records taps on the header's controls (the menu button, COURSES) that come before the app's
 * code has arrived: nothing listens to them yet, so they would be lost. React replays a tap that
 * reaches a root still hydrating; one that came before the root existed is tapped again by the
 * app once the root is there (start-app.tsx). Part of the page's entry, so it listens from the
 * first paint on.
 */
export function recordEarlyTaps(doc: Document = document): EarlyTaps {
  let last: string | null = null;
  const note = (event: Event) => {
    const target = event.target;
    const control = target instanceof Element ? target.closest(`[${ATTRIBUTE}]`) : null;
    if (control) last = control.getAttribute(ATTRIBUTE);
  };
  doc.addEventListener('click', note, { capture: true, passive: true });
  return {
    take() {
      doc.removeEventListener('click', note, { capture: true });
      const name = last;
      last = null;
      return name ? doc.querySelector<HTMLElement>(`[${ATTRIBUTE}="${CSS.escape(name)}"]`) : null;
    },
  };
}
