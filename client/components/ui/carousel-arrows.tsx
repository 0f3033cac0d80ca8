import { Icon } from './icon.tsx';

type Props = {
  /** The carousel's moves (its `controls`). */
  move: { prev(): void; next(): void };
  /** What a slide shows, for the buttons' names: "Previous post", "Next post". */
  item: string;
  className: string;
  buttonClassName: string;
};

/** A carousel's previous and next buttons. */
export function CarouselArrows({ move, item, className, buttonClassName }: Props) {
  return (
    <div className={className}>
      <button type="button" className={buttonClassName} onClick={move.prev} aria-label={`Previous ${item}`}>
        <Icon name="arrowLeft" />
      </button>
      <button type="button" className={buttonClassName} onClick={move.next} aria-label={`Next ${item}`}>
        <Icon name="arrowRight" />
      </button>
    </div>
  );
}
