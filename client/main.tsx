import './styles.css';
import { afterFirstPaint } from './lib/after-first-paint.ts';

// The page is prerendered: it paints as soon as its stylesheet arrives. The app's code is asked
// for only after that first paint, so on a slow link it does not share the bandwidth with the
// stylesheet, and hydration does not hold the paint back.
afterFirstPaint(() => {
  import('./start-app.tsx').catch(() => {
    // The prerendered page stays readable and its links work without the app.
  });
});
