/**
 * A ref that focuses its element once, as it mounts: for what takes the place of a form or button
 * that is gone, so the keyboard goes on from there. Module-level, so React never calls it again.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
