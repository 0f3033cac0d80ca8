import type { LiveRoom, RoomState } from '../rtc/lesson-core.ts';

/** Asked once when music mode comes on: without echo cancellation, speakers feed the far end back. */
export function HeadphonesNotice({ room, state }: { room: LiveRoom; state: RoomState }) {
  if (!state.headphonesNotice) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-xl bg-gold-300 px-4 py-3 text-sm text-plum-950 shadow-lg"
    >
      <p className="mr-auto">
        <strong>Music mode is on. Please use headphones.</strong> Through speakers, your microphone picks up
        the other side's sound and sends it back to them as an echo.
      </p>
      <button
        type="button"
        className="rounded-full bg-plum-900 px-4 py-1.5 font-semibold text-white hover:bg-plum-950"
        onClick={() => room.dismissHeadphonesNotice()}
      >
        OK
      </button>
    </div>
  );
}
