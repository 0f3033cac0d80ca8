import type { MoveDirection } from '../../../../common/schemas/admin-content.ts';

type Props = {
  /** What is moved, for the buttons' accessible names. */
  label: string;
  /** The item's place in the whole list (from 0) and the list's length. */
  place: number;
  total: number;
  busy: boolean;
  onMove(direction: MoveDirection): void;
};

const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-plum-200 text-lg text-plum-800 hover:bg-plum-50 disabled:cursor-not-allowed disabled:opacity-40';

const MOVES = [
  { direction: 'up', arrow: '↑' },
  { direction: 'down', arrow: '↓' },
] as const;

/** Up and down buttons that change an item's place in the site's order. */
export function MoveButtons({ label, place, total, busy, onMove }: Props) {
  const atEnd = { up: place === 0, down: place === total - 1 };
  return (
    <div className="flex gap-1">
      {MOVES.map(({ direction, arrow }) => (
        <button
          key={direction}
          type="button"
          className={buttonClass}
          aria-label={`Move ${label} ${direction}`}
          title={`Move ${direction}`}
          disabled={atEnd[direction] || busy}
          onClick={() => onMove(direction)}
        >
          <span aria-hidden="true">{arrow}</span>
        </button>
      ))}
    </div>
  );
}
