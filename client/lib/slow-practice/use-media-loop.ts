import { useEffect, useState } from 'react';
import { MediaLoop } from './media-loop.ts';

/** Slow practice on a media element of the page, made and let go with the element (null until then). */
export function useMediaLoop(media: HTMLMediaElement): MediaLoop | null {
  const [loop, setLoop] = useState<MediaLoop | null>(null);
  useEffect(() => {
    const made = new MediaLoop(media);
    setLoop(made);
    return () => made.dispose();
  }, [media]);
  return loop;
}
