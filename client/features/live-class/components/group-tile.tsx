import type { ReactNode } from 'react';
import { VideoTile } from './video-tile.tsx';

/**
 * A tile's size: `large` takes the room's free height (the spotlight, or the teacher on a
 * student's page) and shows the whole picture; `grid` fills its column; `small` is a strip's.
 */
export type GroupTileSize = 'large' | 'grid' | 'small';

const SIZES: Record<GroupTileSize, { box: string; video: string }> = {
  large: { box: 'flex min-h-0 w-full flex-1 flex-col gap-1', video: 'relative min-h-0 flex-1 rounded-xl' },
  grid: { box: 'flex w-full flex-col gap-1', video: 'relative aspect-video w-full rounded-xl' },
  small: {
    box: 'flex w-40 shrink-0 flex-col gap-1 sm:w-56',
    video: 'relative aspect-video w-full rounded-lg',
  },
};

type Props = {
  stream: MediaStream | null;
  label: string;
  caption: string;
  local?: boolean;
  badge?: string | null;
  size: GroupTileSize;
  /** The teacher's controls for this student, under the video (over it they would hide the caption). */
  children?: ReactNode;
};

/** One member's video in the group room, with the teacher's controls under it. */
export function GroupTile({ stream, label, caption, local = false, badge, size, children }: Props) {
  const { box, video } = SIZES[size];
  return (
    <div className={box}>
      <div className={video}>
        <VideoTile
          stream={stream}
          label={label}
          caption={caption}
          local={local}
          mirrored={local}
          contain={size === 'large'}
          badge={badge}
          overlay={stream ? null : 'Connecting...'}
          className="absolute inset-0 rounded-[inherit]"
        />
      </div>
      {children && <div className="flex flex-wrap gap-1">{children}</div>}
    </div>
  );
}
