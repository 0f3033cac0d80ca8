import { useEffect, useRef } from 'react';

type Props = {
  stream: MediaStream | null;
  label: string;
  /** The local preview: muted (no echo) and mirrored like a mirror, unless it shows a screen. */
  local?: boolean;
  mirrored?: boolean;
  /** The whole picture, letterboxed (a screen, or the large area); otherwise it fills the tile, cropped. */
  contain?: boolean;
  overlay?: string | null;
  badge?: string | null;
  /** Where the sound plays (a chosen speaker; '' is the system's), where the browser can choose. */
  sinkId?: string;
  /** The tile's size and place. */
  className?: string;
};

export function VideoTile({
  stream,
  label,
  local = false,
  mirrored = false,
  contain = false,
  overlay,
  badge,
  sinkId,
  className = 'relative aspect-video w-full rounded-xl shadow-lg',
}: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    const video = ref.current;
    if (video && sinkId !== undefined && 'setSinkId' in video) void video.setSinkId(sinkId).catch(() => {});
  }, [sinkId]);
  return (
    <figure className={`overflow-hidden bg-plum-950 [contain:paint] ${className}`}>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={local}
        aria-label={`${label} video`}
        className={`size-full ${contain ? 'object-contain' : 'object-cover'} ${mirrored ? '-scale-x-100' : ''}`}
      />
      {overlay && (
        <div className="absolute inset-0 flex items-center justify-center bg-plum-950/85 p-4 text-center">
          <p className="font-serif text-lg text-white sm:text-2xl" role="status">
            {overlay}
          </p>
        </div>
      )}
      <figcaption className="absolute bottom-2 left-2 rounded-md bg-black/60 px-2 py-1 text-xs font-semibold text-white sm:text-sm">
        {label}
      </figcaption>
      {badge && (
        <span className="absolute top-2 right-2 rounded-md bg-gold-400 px-2 py-1 text-xs font-semibold text-plum-950">
          {badge}
        </span>
      )}
    </figure>
  );
}
