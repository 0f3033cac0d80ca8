import { useEffect, useRef } from 'react';

type Props = { stream: MediaStream; label: string; muted: boolean; mirrored?: boolean };

/** A picture on the stage: a performer arriving through Janus, or the performer's own camera. */
export function StageVideo({ stream, label, muted, mirrored = false }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className={`aspect-video w-full rounded-xl bg-slate-900 object-contain ${mirrored ? '-scale-x-100' : ''}`}
    />
  );
}
