import { useEffect, useId, useRef } from 'react';
import { PersonPhoto } from '../../../components/ui/person-photo.tsx';
import type { PeerState, RoomParty } from '../rtc/lesson-core.ts';

/**
 * The other party's photo stands in for their video until it arrives and while they say their
 * camera is off; a shared screen is always shown.
 */
export const remoteCameraOff = (
  peer: Pick<PeerState, 'remoteStream' | 'remoteSharing' | 'remoteCameraOff'>,
) => !peer.remoteSharing && (peer.remoteCameraOff || !peer.remoteStream);

type Props = {
  stream: MediaStream | null;
  /** Names the video ('Student video'); the caption too, unless `caption` is given. */
  label: string;
  /** What the tile's caption says (the person's name and role); `label` without one. */
  caption?: string;
  /** Whose tile it is: while their camera is off, their photo (or initials) stands in for the video. */
  person?: RoomParty | null;
  cameraOff?: boolean;
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
  caption = label,
  person = null,
  cameraOff = false,
  local = false,
  mirrored = false,
  contain = false,
  overlay,
  badge,
  sinkId,
  className = 'relative aspect-video w-full rounded-xl shadow-lg',
}: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const captionId = useId();
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    const video = ref.current;
    if (video && sinkId !== undefined && 'setSinkId' in video) void video.setSinkId(sinkId).catch(() => {});
  }, [sinkId]);
  return (
    // Named by its caption (the person), also where the browser does not take a figcaption's text.
    <figure
      aria-labelledby={captionId}
      className={`overflow-hidden bg-plum-950 [contain:paint] ${className}`}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={local}
        aria-label={`${label} video`}
        className={`size-full ${contain ? 'object-contain' : 'object-cover'} ${mirrored ? '-scale-x-100' : ''}`}
      />
      {/* Over the video, which stays: the other party's sound plays through it. */}
      {cameraOff && person && (
        <div className="absolute inset-0 flex items-center justify-center bg-plum-900 p-[8%]">
          <PersonPhoto
            name={person.name}
            url={person.photoUrl}
            size={256}
            className="h-full max-h-40 w-auto max-w-full shadow-xl ring-4 ring-white/20 sm:max-h-64"
          />
        </div>
      )}
      {overlay && (
        <div className="absolute inset-0 flex items-center justify-center bg-plum-950/85 p-4 text-center">
          <p className="font-serif text-lg text-white sm:text-2xl" role="status">
            {overlay}
          </p>
        </div>
      )}
      <figcaption
        id={captionId}
        className="absolute bottom-2 left-2 rounded-md bg-black/60 px-2 py-1 text-xs font-semibold text-white sm:text-sm"
      >
        {caption}
      </figcaption>
      {badge && (
        <span className="absolute top-2 right-2 rounded-md bg-gold-400 px-2 py-1 text-xs font-semibold text-plum-950">
          {badge}
        </span>
      )}
    </figure>
  );
}
