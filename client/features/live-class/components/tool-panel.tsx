import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { headerButton } from './header-button.ts';

type Props = {
  /** The button's and the panel's title ('Pitch'). */
  title: string;
  icon: IconName;
  /** What the tool is doing while closed ('playing'): named with the button, and marked by a dot. */
  busy?: string;
  /** The close button's name ('Close pitch'). */
  closeLabel: string;
  /** Kept in the page while closed (a panel whose content must go on filling). */
  keepMounted?: boolean;
  /** Its width from the small breakpoint up (a sheet from the bottom on phones). */
  widthClass: string;
  /** The panel's content, told whether the panel is open (a list fetched on opening). */
  children: ReactNode | ((open: boolean) => ReactNode);
};

/**
 * A room tool: its header button and the panel the button opens, titled and closed with its
 * button, its close button or Escape (focus goes into the panel and back to the button).
 */
export function ToolPanel({ title, icon, busy, closeLabel, keepMounted, widthClass, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${headerButton} inline-flex items-center gap-1.5 max-sm:size-9 max-sm:justify-center max-sm:p-0`}
        title={title}
        aria-expanded={open}
        aria-label={busy ? `${title} (${busy})` : title}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={icon} />
        {/* On a phone the header has room for the icon only. */}
        <span className="sr-only sm:not-sr-only">{title}</span>
        {busy && (
          <span className="absolute -top-1 -right-1 size-3 rounded-full bg-gold-400" aria-hidden="true" />
        )}
      </button>
      {(open || keepMounted) && (
        <section
          ref={panel}
          hidden={!open}
          tabIndex={-1}
          aria-labelledby={titleId}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
          className={`fixed inset-x-0 bottom-0 z-30 max-h-[75dvh] overflow-y-auto rounded-t-2xl bg-plum-50 p-4 text-plum-950 shadow-2xl outline-none sm:inset-x-auto sm:top-16 sm:right-4 sm:bottom-auto sm:max-h-[calc(100dvh-5rem)] sm:rounded-2xl ${widthClass}`}
        >
          <div className="mb-3 flex items-center gap-2">
            <h2 id={titleId} className="mr-auto font-serif text-xl">
              {title}
            </h2>
            <button
              type="button"
              aria-label={closeLabel}
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-plum-100"
              onClick={close}
            >
              <Icon name="close" />
            </button>
          </div>
          {typeof children === 'function' ? children(open) : children}
        </section>
      )}
    </>
  );
}
