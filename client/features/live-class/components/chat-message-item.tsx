import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';

/** One chat line: text, or a file shown as an image, a player or a download link. */
export function ChatMessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const m = message;
  const name = m.file_name ?? m.message_content;
  const time = new Date(m.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <span className="text-xs text-slate-600">
        {m.sender_name} ({m.sender_role}) · {time}
      </span>
      <div
        className={`mt-0.5 max-w-[85%] rounded-2xl px-3 py-2 break-words ${mine ? 'bg-plum-700 text-white' : 'bg-plum-50 text-plum-950'}`}
      >
        {m.file_path === null ? (
          <p className="whitespace-pre-wrap">{m.message_content}</p>
        ) : m.message_type === 'image' ? (
          <a href={m.file_path} target="_blank" rel="noreferrer">
            <img src={m.file_path} alt={name} className="max-h-60 rounded-lg" />
          </a>
        ) : m.message_type === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: a file the other party shared; it has no captions to give
          <video src={m.file_path} controls className="max-h-60 rounded-lg" aria-label={name} />
        ) : m.message_type === 'audio' ? (
          // biome-ignore lint/a11y/useMediaCaption: a file the other party shared; it has no captions to give
          <audio src={m.file_path} controls aria-label={name} />
        ) : (
          <a href={m.file_path} download={name} className="underline">
            {name}
          </a>
        )}
      </div>
    </li>
  );
}
