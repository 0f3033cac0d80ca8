import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CHAT_FILE_ACCEPT } from '../../../../common/live-class-files.ts';
import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { onFileChosen } from '../../../lib/on-file-chosen.ts';
import type { OutgoingChat } from '../rtc/lesson-core.ts';
import { ChatMessageItem } from './chat-message-item.tsx';
import { PendingChatItems } from './pending-chat-items.tsx';
import { RoomDialog } from './room-dialog.tsx';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  messages: ChatMessage[];
  myRole: string;
  sending: boolean;
  /** Typed while offline, not sent yet. */
  outbox?: OutgoingChat[];
  onSend(text: string): Promise<boolean>;
  onSendFile(file: File): Promise<boolean>;
};

export function ChatDialog({
  open,
  onOpenChange,
  messages,
  myRole,
  sending,
  outbox = [],
  onSend,
  onSendFile,
}: Props) {
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length, outbox.length, open]);

  const send = async () => {
    if (!text.trim() || sending) return;
    const typed = text;
    setText('');
    if (!(await onSend(typed))) setText(typed); // not sent: give the text back
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <RoomDialog title="Live Chat" open={open} onOpenChange={onOpenChange}>
      <div className="min-h-48 flex-1 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {messages.length === 0 && outbox.length === 0 ? (
          <p className="py-10 text-center text-slate-600">No messages yet. Start the conversation!</p>
        ) : (
          <ol ref={listRef} className="space-y-3" aria-label="Chat messages">
            {messages.map((m) => (
              <ChatMessageItem key={m.id} message={m} mine={m.sender_role === myRole} />
            ))}
            <PendingChatItems outbox={outbox} />
          </ol>
        )}
      </div>
      <div className="mt-3 flex items-center gap-2">
        <input
          ref={fileRef}
          type="file"
          accept={CHAT_FILE_ACCEPT}
          className="peer sr-only"
          id="chat-file"
          onChange={onFileChosen((file) => void onSendFile(file))}
        />
        {/* The input is hidden, so its focus ring is drawn on the label; a paperclip alone on phones. */}
        <label
          htmlFor="chat-file"
          className="flex shrink-0 cursor-pointer items-center gap-1.5 rounded-full border border-plum-600 p-2 text-sm font-semibold text-plum-700 hover:bg-plum-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-600 sm:px-3"
        >
          <Icon name="paperclip" className="size-5 sm:size-4" />
          <span className="sr-only sm:not-sr-only">Attach File</span>
        </label>
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a message..."
          aria-label="Message"
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 focus:border-plum-600 focus:outline-2 focus:outline-plum-600"
        />
        <button
          type="button"
          className="btn-primary px-4 py-2"
          onClick={() => void send()}
          disabled={sending}
        >
          Send
        </button>
      </div>
    </RoomDialog>
  );
}
