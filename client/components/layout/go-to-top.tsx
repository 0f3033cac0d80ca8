import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { Icon } from '../ui/icon.tsx';

/** Appears after 300 px of scrolling. */
export function GoToTop() {
  const visible = useScrolledPast(300);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed bottom-4 left-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-gold-400 text-plum-950 shadow-lg hover:bg-gold-300"
      aria-label="Go to top"
    >
      <Icon name="arrowUp" className="size-6" />
    </button>
  );
}
