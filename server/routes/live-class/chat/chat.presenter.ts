import type { z } from 'zod';
import { API, API_BASE } from '../../../../common/api.ts';
import type {
  ChatMessage,
  chatListResponse,
  chatSendResponse,
} from '../../../../common/schemas/live-class/chat.ts';
import { personName } from '../../classes/classes.presenter.ts';
import { liveAnswer } from '../live-presenter.ts';
import type { ChatEntry } from './chat.service.ts';

/** Where a file message's file is served (chat/index.ts, to the class's members). */
const chatFilePath = (messageId: number) => `${API_BASE}${API.chatFiles}/${messageId}`;

/** A chat message as the chat calls and the event stream carry it. */
export const presentChatMessage = (entry: ChatEntry): ChatMessage => ({
  id: entry.id,
  sender_id: entry.sender.id,
  sender_name: personName(entry.sender),
  sender_role: entry.sender.role,
  message_type: entry.type,
  message_content: entry.content,
  file_path: entry.file ? chatFilePath(entry.id) : null,
  file_name: entry.file?.name ?? null,
  file_size: entry.file?.sizeBytes ?? null,
  mime_type: entry.file?.mimeType ?? null,
  created_at: entry.createdAt.toISOString(),
});

/** CLASS_CHAT_MESSAGES (GET): the messages, oldest first. */
export const presentChatList = (entries: ChatEntry[]): z.infer<typeof chatListResponse> =>
  liveAnswer({ messages: entries.map(presentChatMessage) }, `${entries.length} messages`);

/** CLASS_CHAT_MESSAGES (POST): the message stored (a text, or a file). */
export const presentChatSent = (entry: ChatEntry): z.infer<typeof chatSendResponse> =>
  liveAnswer({ message: presentChatMessage(entry) }, entry.file ? 'File sent' : 'Message sent');
