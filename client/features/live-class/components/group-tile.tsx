import type { ReactNode } from 'react';
import { VideoTile } from './video-tile.tsx';

type Props = {
  stream: MediaStream | null;
  label: string;
  caption: string;
  local?: boolean;
  badge?: string | null;
  className: string;
  /** The teacher's controls for this student, along the tile's top. */
  children?: ReactNode;
};

/** One member's video in the group room, with the teacher's controls over it. */
export function GroupTile({ stream, label, caption, local = false, badge, className, children }: Props) {
  return (
    <div className={className}>
      <VideoTile
        stream={stream}
        label={label}
        caption={caption}
        local={local}
        mirrored={local}
        badge={badge}
        overlay={stream ? null : 'Connecting...'}
        className="absolute inset-0 rounded-[inherit]"
      />
      {children && <div className="absolute top-2 left-2 z-10 flex flex-wrap gap-1">{children}</div>}
    </div>
  );
}
