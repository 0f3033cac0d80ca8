import './styles.css';

// The page is prerendered: it paints as soon as its stylesheet arrives. The app's code is asked
// for only after that first paint, so on a slow link it does not share the bandwidth with the
// stylesheet (a hidden tab paints nothing, so it starts at once).
const start = () => {
  import('./start-app.tsx').catch(() => {
    // The prerendered page stays readable and its links work without the app.
  });
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
