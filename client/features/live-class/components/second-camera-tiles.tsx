import { Icon } from '../../../components/ui/icon.tsx';
import { VideoTile } from './video-tile.tsx';

/** How the other party's two cameras share the room: which one is large, or both side by side. */
export type CameraView = { main: 'face' | 'second'; split: boolean };
export const FACE_LARGE: CameraView = { main: 'face', split: false };

const large = 'absolute inset-0';
// Above the large tile's caption, which names the person.
const smallLeft =
  'absolute bottom-12 left-3 z-10 aspect-video w-32 overflow-hidden rounded-lg shadow-xl ring-2 ring-white/70 sm:bottom-14 sm:left-4 sm:w-60';
// Side by side at a computer's width; one above the other on a phone held upright.
const firstHalf = 'absolute inset-x-0 top-0 h-1/2 sm:inset-y-0 sm:right-auto sm:h-auto sm:w-1/2';
const secondHalf = 'absolute inset-x-0 bottom-0 h-1/2 sm:inset-y-0 sm:left-auto sm:h-auto sm:w-1/2';

/** Where the other party's face and second camera go in the view. */
export function cameraPlaces(view: CameraView): { face: string; second: string } {
  const [main, other] = view.split ? [firstHalf, secondHalf] : [large, smallLeft];
  return view.main === 'face' ? { face: main, second: other } : { face: other, second: main };
}

const tileButton =
  'inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white';

/** The other party's second camera, with the buttons that swap it with their face or enlarge it. */
export function RemoteSecondCamera({
  stream,
  caption,
  view,
  onView,
  className,
}: {
  stream: MediaStream;
  /** Whose second camera it is: names the video (the tile's own caption stays short for a small tile). */
  caption: string;
  view: CameraView;
  onView(view: CameraView): void;
  className: string;
}) {
  return (
    <div className={className} data-testid="remote-second-camera">
      {/* Muted: the sound comes with the face camera's tile. */}
      <VideoTile
        stream={stream}
        label={caption}
        caption="Second camera"
        contain
        local
        className="absolute inset-0"
      />
      <div className="absolute top-2 right-2 z-10 flex gap-1">
        <button
          type="button"
          aria-label="Swap cameras"
          title="Swap cameras"
          className={tileButton}
          onClick={() => onView({ ...view, main: view.main === 'face' ? 'second' : 'face' })}
        >
          <Icon name="swap" className="size-4" />
        </button>
        <button
          type="button"
          aria-label="Enlarge"
          title="Enlarge"
          aria-pressed={view.split}
          className={tileButton}
          onClick={() => onView({ ...view, split: !view.split })}
        >
          <Icon name="expand" className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** Our own second camera, small above our corner tile, so we see what the other side sees. */
export function LocalSecondCamera({ stream }: { stream: MediaStream }) {
  return (
    <VideoTile
      stream={stream}
      label="Your second camera"
      caption="Second camera"
      local
      className="absolute right-3 bottom-[5.5rem] z-10 aspect-video w-24 overflow-hidden rounded-lg shadow-xl ring-2 ring-white/70 sm:right-4 sm:bottom-[10rem] sm:w-40"
    />
  );
}
