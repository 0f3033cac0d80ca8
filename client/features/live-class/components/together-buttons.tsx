import { unreadBadge } from './format.ts';
import { headerButton } from './header-button.ts';

type Props = {
  /** Both teacher and student are in the room: only then are the buttons shown. */
  shown: boolean;
  unread: number;
  sharing: boolean;
  onWhiteboard(): void;
  onChat(): void;
  onShare(): void;
};

/**
 * The header's Whiteboard, Chat and Share Screen buttons. While the user is alone they keep their
 * places, hidden (not seen, focused, clicked or read), so the other party's arrival moves none of
 * the buttons around them: a press then lands on the button it was aimed at.
 */
export function TogetherButtons({ shown, unread, sharing, onWhiteboard, onChat, onShare }: Props) {
  const badge = unreadBadge(unread);
  return (
    <div
      className={`flex items-center gap-2 ${shown ? '' : 'invisible'}`}
      inert={!shown}
      aria-hidden={!shown || undefined}
      data-testid="together-buttons"
    >
      <button type="button" className={headerButton} onClick={onWhiteboard}>
        Whiteboard
      </button>
      <button type="button" className={headerButton} onClick={onChat}>
        Chat
        {badge && (
          <span
            className="absolute -top-2 -right-2 min-w-5 rounded-full bg-gold-400 px-1.5 text-xs leading-5 text-plum-950"
            data-testid="unread-badge"
          >
            {badge}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </button>
      <button type="button" className={headerButton} onClick={onShare}>
        {sharing ? 'Stop Sharing' : 'Share Screen'}
      </button>
    </div>
  );
}
