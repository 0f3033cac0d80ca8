import './styles.css';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { recordEarlyTaps } from './lib/early-taps.ts';

// A tap on the header before the app's code has arrived is tapped again once it has.
const earlyTaps = recordEarlyTaps();

// The page is prerendered: it paints as soon as its stylesheet arrives. The app's code is asked
// for only after that first paint, so on a slow link it does not share the bandwidth with the
// stylesheet, and hydration does not hold the paint back.
afterFirstPaint(() => {
  import('./start-app.tsx')
    .then(({ startApp }) => startApp(earlyTaps))
    .catch(() => {
      // The prerendered page stays readable and its links work without the app.
    });
});
