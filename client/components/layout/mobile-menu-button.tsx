import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../ui/icon.tsx';

// The menu panel (a modal dialog with an accordion) is code only an open menu needs: it loads
// when the button is pointed at, touched or focused, which is before the press that opens it.
const loadPanel = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(async () => ({ default: (await loadPanel()).MobileMenu }));

type Props = { open: boolean; onOpenChange(open: boolean): void; coursesActive: boolean };

/** The 'Open menu' button of 1300 px wide or less, and the menu it opens. */
export function MobileMenuButton({ open, onOpenChange, coursesActive }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  // Once opened, the panel stays mounted so it can close as a dialog does.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const prefetch = () => void loadPanel();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="nav:hidden inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // A tap before the app's code has come is tapped again once it has (lib/early-taps.ts).
        data-early-tap="menu"
        onClick={() => onOpenChange(true)}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={onOpenChange} coursesActive={coursesActive} opener={button} />
        </Suspense>
      ) : null}
    </>
  );
}
