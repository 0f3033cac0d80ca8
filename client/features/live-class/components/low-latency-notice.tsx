import type { LiveRoom, RoomState } from '../rtc/lesson-core.ts';

/** Both parties are told when the room turned low latency off by itself. */
export function LowLatencyNotice({ room, state }: { room: LiveRoom; state: RoomState }) {
  if (!state.lowLatencyFellBack) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-20 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-xl bg-gold-300 px-4 py-3 text-sm text-plum-950 shadow-lg"
    >
      <p className="mr-auto">
        <strong>Low latency is off: the sound was breaking up.</strong>{' '}
        {state.role === 'teacher'
          ? 'You can turn it on again when the connection is better.'
          : 'Music mode stays on.'}
      </p>
      <button
        type="button"
        className="rounded-full bg-plum-900 px-4 py-1.5 font-semibold text-white hover:bg-plum-950"
        onClick={() => room.dismissLowLatencyFallBack()}
      >
        OK
      </button>
    </div>
  );
}
