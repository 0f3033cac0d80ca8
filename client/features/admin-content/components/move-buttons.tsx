import type { MoveDirection } from '../../../../common/schemas/admin-content.ts';

type Props = {
  /** What is moved, for the buttons' accessible names. */
  label: string;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove(direction: MoveDirection): void;
};

const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-plum-200 text-lg text-plum-800 hover:bg-plum-50 disabled:cursor-not-allowed disabled:opacity-40';

/** Up and down buttons that change an item's place in the site's order. */
export function MoveButtons({ label, isFirst, isLast, busy, onMove }: Props) {
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={buttonClass}
        aria-label={`Move ${label} up`}
        title="Move up"
        disabled={isFirst || busy}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Move ${label} down`}
        title="Move down"
        disabled={isLast || busy}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </div>
  );
}
