import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { COURSE_GROUPS, COURSES } from '../../../common/courses.ts';
import { Icon } from '../ui/icon.tsx';

type Props = { open: boolean; onOpenChange(open: boolean): void; active: boolean };

/** Desktop COURSES menu: a disclosure with the ten course pages in four columns. */
export function CoursesDropdown({ open, onOpenChange, active }: Props) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after hovering in must not close the menu the hover just opened.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onOpenChange(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  const focusFirstLink = () =>
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLAnchorElement>('[data-course-link]')?.focus(),
    );

  return (
    // Hover opening is a mouse convenience; the button is the keyboard and touch control.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        window.clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        closeTimer.current = window.setTimeout(() => onOpenChange(false), 150);
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        // A tap before the app's code has come is tapped again once it has (lib/early-taps.ts).
        data-early-tap="courses"
        onClick={() => {
          const keepOpen = open && openedByHover.current;
          openedByHover.current = false;
          if (!keepOpen) onOpenChange(!open);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            onOpenChange(true);
            focusFirstLink();
          }
        }}
        className="nav-link inline-flex items-center gap-1"
      >
        COURSES
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-1/2 top-full z-50 mt-3 w-[52rem] -translate-x-1/2 rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-black/5"
      >
        <div className="grid grid-cols-4 gap-6">
          {COURSE_GROUPS.map((group) => (
            <div key={group}>
              <p className="mb-3 font-serif text-lg font-semibold text-plum-800">{group}</p>
              <ul className="space-y-1">
                {COURSES.filter((c) => c.group === group).map((c) => (
                  <li key={c.path}>
                    <Link
                      data-course-link
                      to={c.path}
                      // Closes also when the link is the page already shown (no navigation happens).
                      onClick={() => onOpenChange(false)}
                      className="block rounded-md px-2 py-1.5 text-sm hover:bg-plum-50 hover:text-plum-700"
                    >
                      {c.menuLabel}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
