// motion's scroll tracker alone, so it can be loaded on demand (lib/use-scroll-progress.ts).
export { scroll } from 'motion';
