import type { ReactNode, RefObject } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

type Props = {
  panelRef: RefObject<HTMLElement | null>;
  titleId: string;
  title: string;
  /** The close button's name ('Close pitch'). */
  closeLabel: string;
  onClose(): void;
  /** Kept in the page while closed (a panel whose content must go on filling). */
  hidden?: boolean;
  /** Its width from the small breakpoint up (a sheet from the bottom on phones). */
  widthClass: string;
  children: ReactNode;
};

/** A room tool's panel under its header button: titled, closed with its button or Escape. */
export function ToolPanel({
  panelRef,
  titleId,
  title,
  closeLabel,
  onClose,
  hidden,
  widthClass,
  children,
}: Props) {
  return (
    <section
      ref={panelRef}
      hidden={hidden}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
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
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      {children}
    </section>
  );
}
