import type { OutgoingChat } from '../rtc/lesson-core.ts';

export const WAITING_TEXT = 'Waiting for the network to send';

/** Messages typed while offline, shown after the sent ones until they go out. */
export function PendingChatItems({ outbox }: { outbox: OutgoingChat[] }) {
  return outbox.map((m) => (
    <li key={`pending-${m.key}`} className="flex flex-col items-end" data-testid="pending-chat">
      <span className="text-xs text-slate-600">{WAITING_TEXT}</span>
      <div className="mt-0.5 max-w-[85%] rounded-2xl border border-dashed border-plum-700 px-3 py-2 break-words text-plum-950">
        <p className="whitespace-pre-wrap">{m.text}</p>
      </div>
    </li>
  ));
}
